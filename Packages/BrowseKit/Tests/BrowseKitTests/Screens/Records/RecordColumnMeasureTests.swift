import JSONCoding
import ScreenKit
import TestSupport
import Testing

@testable import BrowseKit

@Suite struct RecordColumnMeasureTests {
  private static let chores = BrowsedResource(name: "chores")

  private static func rows(_ records: [JSONObject]) -> [RecordRow] {
    records.enumerated().map { position, fields in
      RecordRow(fields, of: chores, position: position, idField: "id")
    }
  }

  @Test func aTrueFalseColumnIsAsWideAsItsBoxesNotItsWords() {
    let columns = [RecordColumn(path: ["id"]), RecordColumn(path: ["ok"])]
    var measure = RecordColumnMeasure()
    measure.update(Self.rows([["id": 1, "ok": false], ["id": 22, "ok": true]]), columns: columns)

    checkEqual(measure.widths, [2, 3], "`[ ]` and `[x]`, where `false` is 5 cells")
    checkEqual(measure.isNumeric, [true, false])
  }

  @Test func nullOrNoValueIsMeasuredAsTheDashOfAnEmptyCellNotABox() {
    var measure = RecordColumnMeasure()
    measure.update(
      Self.rows([["id": 1, "ok": .null], ["id": 2]]), columns: [RecordColumn(path: ["ok"])])

    checkEqual(measure.widths, [1])
  }
}
