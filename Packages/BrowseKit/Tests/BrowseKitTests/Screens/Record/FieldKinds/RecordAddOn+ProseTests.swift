import Features
import JSONCoding
import TestSupport
import Testing

@testable import BrowseKit

/// A record's long text laid out as prose after its fields, in place of its line among them,
/// its line breaks kept and wrapped at the whole width; a short text, and the title however
/// it is broken, stay among the fields.
@Suite struct RecordAddOnProseTests {
  private static let key = RecordKey(resource: BrowsedResource(name: "posts"), id: "1")

  private static func lines(of record: JSONObject, width: Int = 40) -> [String] {
    let addOns = ResourceCatalog(resources: [key.resource]).addOns(of: key.resource, record: record)
    let page = RecordPage(key: key, record: record, addOns: addOns)
    return RecordLayout(.init(id: key, detail: .loaded(page)), width: width, usesColor: false)
      .lines
  }

  @Test func aLongTextIsProseAfterTheFieldsAndNotAmongThem() {
    let record: JSONObject = [
      "id": 1, "title": "On tides",
      "body":
        "The sea comes in twice a day, and goes out again, whatever we think of it.\nSo it goes.",
      "userId": 3,
    ]

    checkEqual(
      Self.lines(of: record),
      [
        "id      1",
        "title   On tides",
        "userId  3",
        "",
        "body",
        "  The sea comes in twice a day, and goes",
        "  out again, whatever we think of it.",
        "  So it goes.",
      ])
  }

  @Test func aShortTextAndATitleOnTwoLinesStayAmongTheFields() {
    let record: JSONObject = ["id": 1, "title": "Tea\nfor two", "note": "brief"]

    check(
      ResourceCatalog(resources: [Self.key.resource]).addOns(
        of: Self.key.resource, record: record
      ).isEmpty)
    check(!Self.lines(of: record).contains("note"))
  }
}
