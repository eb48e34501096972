// Foo.shared in a line comment
/// Doc comment: `Foo.shared`
/* Block Foo.shared /* nested Foo.shared */ still a comment: Foo.shared */
/** Doc block
 * Foo.shared
 */
let value = Foo/* inline */.shared // trailing Foo.shared
