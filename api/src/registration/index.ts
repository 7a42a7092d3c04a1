/** Registration: the register forms (spec §4) and the making of an account (its rows, wallet, place in the tree, the register hooks). */
export { register, registerByMobile } from './register';
export { addMember, createMember } from './account';
export { registerWithIdentity } from './identity-register';
