/**
 * The house palette of the drawn pictures (public/media/fleet/*.svg): the side views and the seat
 * maps share it, so a drawing of either kind sits beside the other without a clash.
 */
export const NAVY = "#0f2742";
export const SKY = "#7fb2dd";
export const PAPER = "#f4f7fa";
export const MIST = "#e3e9ef";
export const GREY = "#8a9aad";
export const STEEL = "#c3ceda";
