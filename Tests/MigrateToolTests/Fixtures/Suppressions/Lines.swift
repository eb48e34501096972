// Suppression directives on a line, on the line before, and look-alikes that are not directives.
let session = Network.shared  // migrate-tool:ignore - the SDK's, accepted
// migrate-tool:ignore-next-line - removed with the old login screen
let login = Login.shared
let cache = Cache.shared  /* migrate-tool:ignore */
let text = "// migrate-tool:ignore"; let kept = Kept.shared
// migrate-tool:ignore-nextline - misspelt, so it silences nothing
let typo = Typo.shared
let two = Store.shared; let other = Store.shared // migrate-tool:ignore
// migrate-tool:ignore-file - too late: only the file's leading comments count
let late = Late.shared
