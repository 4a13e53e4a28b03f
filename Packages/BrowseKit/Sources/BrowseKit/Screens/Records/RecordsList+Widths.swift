import Features
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordsList {
  /// The cells the records' columns want beside the preview, measured as the list draws them
  /// (its columns' widest cells, kept as the pages came, under their headers); `nil` while
  /// they show as tiles.
  public static func wantedRowWidth(_ records: RecordsScreen.State) -> Int? {
    guard !records.resource.tiles.showsTiles else { return nil }
    let table = Self.table(of: records, rows: []).0
    return ListView.wantedRowWidth(of: table.marking(records.sort, columns(of: records)))
  }
}
