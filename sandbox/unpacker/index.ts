// The unpacker sandbox: its routes and the toy packer the tests build samples with.
export { packToy, unpackerSandbox } from './routes.js';
