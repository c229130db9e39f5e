/**
 * The render workers of one server process: `MALL_RENDER_WORKERS` when it is a whole number of 1 or
 * more, else the cores shared between the `processes` (at least one each): two processes on two cores
 * with a render thread per core each would run four threads for two cores.
 */
export function renderWorkersFor(setting: string | undefined, processes: number, cores: number): number {
  const asked = Number(setting);
  if (setting && Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.floor(cores / processes));
}
