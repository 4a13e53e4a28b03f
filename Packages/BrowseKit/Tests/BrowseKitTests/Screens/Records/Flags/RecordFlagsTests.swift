import Features
import JSONCoding
import TestSupport
import Testing

@testable import BrowseKit

/// The values of a list's true/false field the server answered as saved, compared with the
/// records read next: those read otherwise are named once, then forgotten.
@Suite struct RecordFlagsTests {
  private static let chores = BrowsedResource(name: "chores")

  private static func row(_ id: Int, done: Bool) -> RecordRow {
    RecordRow(
      ["id": .number(JSONNumber(id)), "done": .bool(done)], of: chores, position: id - 1,
      idField: "id")
  }

  private static func key(_ id: Int) -> RecordKey {
    RecordKey(resource: chores, id: String(id))
  }

  @Test func aRecordReadOtherwiseThanSavedIsNamedOnceThenForgotten() {
    var flags = RecordFlags()
    flags.field = "done"
    flags.kept = [Self.key(1): true, Self.key(2): false, Self.key(3): true]
    let read = [Self.row(1, done: false), Self.row(2, done: false), Self.row(3, done: false)]

    checkEqual(flags.notKept(among: read), [Self.key(1), Self.key(3)])
    check(flags.kept.isEmpty)
    check(flags.notKept(among: read).isEmpty, "said once")
  }

  @Test func whatTheStatusLineSaysNamesOneRecordOrCountsThem() {
    let noun = Noun(singular: "chore", plural: "chores")

    checkEqual(RecordFlags.notKeptText([], noun: noun), nil)
    checkEqual(
      RecordFlags.notKeptText([Self.key(3)], noun: noun),
      "the server did not keep the change to chore 3")
    checkEqual(
      RecordFlags.notKeptText([Self.key(1), Self.key(3)], noun: noun),
      "the server did not keep the changes to 2 chores")
  }

  @Test func aRowLingersOnlyWhileTheFilterWouldHideIt() {
    var flags = RecordFlags()
    flags.field = "done"
    flags.lingering = .id("1")
    check(!flags.isLingering(Self.row(1, done: true)), "no filter")
    flags.filter = false
    check(flags.isLingering(Self.row(1, done: true)))
    check(!flags.isLingering(Self.row(1, done: false)), "the filter lets it through")
    check(!flags.isLingering(Self.row(2, done: true)), "another row")
  }
}
