// Placeholder while issue 5 builds this screen: answers 404 like any unknown address.
export function loader(): never {
  throw new Response(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
