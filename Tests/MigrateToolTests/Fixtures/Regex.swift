let extended = #/Foo.shared/#
let multiline = #/
  Foo.shared
  /#
let bare = /Foo.shared/
let matched = text.contains(/a.shared/)
let ratio = total / Foo.shared.count / 2
let hashes = ##/Foo.shared/#/##
