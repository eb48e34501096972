/// Skimming from the scanner's side: which blocks to skim, and what a failed skim taught.
extension AccessScanState {
  /// Moves the lexer from just after a `{` to its `}` when the block is quiet: when the block
  /// skim crosses it (no accessor spelled in its code, no conditional directive in it). Then
  /// nothing the scanner keeps changes across the block: no access or declaration is in it, a
  /// type header or `liveValue` property inside ends with it, and its `}` (the next token)
  /// restores the bracket depth from outside it and closes its scope as usual.
  mutating func skimBlockIfQuiet() {
    let open = lexer.position - 1
    if open < skimmed.stop {
      // Inside the stretch the last failed skim crossed: known already.
      guard let close = skimmed.closingBrace(of: open, from: &nextSkimmedBlock) else { return }
      lexer.position = close
      return
    }
    while nextBarrier < barriers.count && barriers[nextBarrier] < lexer.position {
      nextBarrier += 1
    }
    // An accessor a line or so ahead most likely stops the skim, which then costs more than the
    // tokens it would have saved. Declining a skim never changes a result.
    if nextBarrier < barriers.count && barriers[nextBarrier] - lexer.position < skimReach {
      return
    }
    let saved = lexer
    var stretch = SwiftLexer.SkimmedStretch()
    if !lexer.skimBlock(barriers: barriers, from: nextBarrier, stretch: &stretch) {
      lexer = saved
      skimmed = stretch
      nextSkimmedBlock = 0
    }
  }
}
