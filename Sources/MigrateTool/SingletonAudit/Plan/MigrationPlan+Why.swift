extension MigrationPlan {
  /// Why a singleton is where it is in the plan: how its score adds up, then what else tells it
  /// apart (a client that exists, seams, uses in tests). Spelled
  /// `2 members × 1 + 3 files × 2 + 1 static/free use × 1 = 9; a client exists; 1 seam (default
  /// arguments); 1 of 2 uses in tests`, a term or note left out when it is 0 (members and
  /// files always shown).
  package struct Why: Sendable, Equatable {
    package var members: Int
    package var pointsPerMember: Int
    package var files: Int
    package var staticOrFree: Int
    package var score: Int
    package var bridged: Bool
    package var seams: Int
    package var testUses: Int
    package var uses: Int

    /// Passes the sentence's pieces, in order, to `text` and `number`.
    package func spell(text: (StaticString) -> Void, number: (Int) -> Void) {
      number(members)
      text(members == 1 ? " member × " : " members × ")
      number(pointsPerMember)
      text(" + ")
      number(files)
      text(files == 1 ? " file × " : " files × ")
      number(filePoints)
      if staticOrFree > 0 {
        text(" + ")
        number(staticOrFree)
        text(staticOrFree == 1 ? " static/free use × " : " static/free uses × ")
        number(staticOrFreePoints)
      }
      text(" = ")
      number(score)
      if bridged { text("; a client exists") }
      if seams > 0 {
        text("; ")
        number(seams)
        text(seams == 1 ? " seam (default arguments)" : " seams (default arguments)")
      }
      if testUses > 0 {
        text("; ")
        number(testUses)
        text(" of ")
        number(uses)
        text(" uses in tests")
      }
    }

    /// The sentence as text.
    package var text: String {
      var sentence = ""
      spell(text: { sentence += $0.description }, number: { sentence += String($0) })
      return sentence
    }
  }
}
