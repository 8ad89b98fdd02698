// The numbers sandbox (math.tools Numbers API, spec C): its routes over real arithmetic.
export { NUMBERS_DEMO_KEY, numbersSandbox } from './routes.js';
