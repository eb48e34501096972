import Testing

@testable import SingletonAudit

/// The shape test the matcher runs before hashing a type name.
@Suite("Name shapes")
struct NameShapesTests {
  static let shapes = {
    var shapes = NameShapes()
    for name in ["Settings", "Outer.Inner", "Café", "A"] { shapes.insert(name) }
    return shapes
  }()

  @Test(
    "a name whose last component is an inserted name's last component may be contained",
    arguments: ["Settings", "Legacy.Settings", "Inner", "X.Y.Inner", "Café", "Module.Café", "A"])
  func inserted(_ name: String) {
    #expect(Self.shapes.mayContain(name))
  }

  @Test(
    "a last component of another length or last byte is not contained",
    arguments: [
      "Setting", "Settingz", "Settings.", "Outers", "UIApplication", "Cafe", "", "B", "Settings.X",
    ])
  func notInserted(_ name: String) {
    #expect(!Self.shapes.mayContain(name))
  }

  @Test("names longer than 31 bytes share one length, and are told apart by their last byte")
  func longNames() {
    var shapes = NameShapes()
    shapes.insert(String(repeating: "x", count: 40) + "Manager")
    #expect(shapes.mayContain(String(repeating: "y", count: 50) + "Manager"))
    #expect(!shapes.mayContain(String(repeating: "y", count: 50) + "Managed"))
  }

  @Test("another name of the same shape may be contained: the matcher's hashed look-up decides")
  func sameShape() {
    // `Outer` and `Inner`: five bytes ending in `r`.
    #expect(Self.shapes.mayContain("Outer"))
  }

  @Test("an empty set contains nothing")
  func empty() {
    #expect(!NameShapes().mayContain("Settings"))
    #expect(!NameShapes().mayContain(""))
  }
}
