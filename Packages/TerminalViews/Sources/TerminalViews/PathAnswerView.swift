import Features
import Foundation
import JSONCoding
import NetworkClient
import ScreenKit
import TerminalKit

/// How `get` shows what a path of any API answered: a record as its fields, a list as a table of
/// its records (every page's when all were read), its footer saying whether they are the whole
/// list (`137 books in value (all 7 pages)`, `20 of 137 books in value (--all reads the rest)`);
/// with `--json`, every page's records as one array, or the one answer as it came.
public struct PathAnswerView: Sendable {
  public var answer: PathAnswer
  /// The records of every page, when every page was read.
  public var allRecords: [JSONObject]?
  /// The count of the collection the server stated, when it did.
  public var totalCount: Int?
  /// The page asked for and its size, when one was.
  public var pageNumber: Int?
  public var pageSize: Int?
  /// The columns asked for (`--fields`); `nil` for those the records have.
  public var columns: [RecordColumn]?
  /// Whether the rows start with a line of the columns' names (`--header`).
  public var showsHeader: Bool
  /// What the records are called (`books`); `nil` for `records`.
  public var noun: Noun?
  /// How many pages were read, when every page was.
  public var pages: Int?
  /// Whether the records are the whole list, as far as the answers tell.
  public var isWholeList: Bool
  /// What reads the rest of a list that is not whole (`--all reads the rest`), for its footer.
  public var rest: String?

  public init(
    answer: PathAnswer, allRecords: [JSONObject]? = nil, totalCount: Int? = nil,
    pageNumber: Int? = nil, pageSize: Int? = nil, columns: [RecordColumn]? = nil,
    showsHeader: Bool = false, noun: Noun? = nil, pages: Int? = nil, isWholeList: Bool = true,
    rest: String? = nil
  ) {
    self.answer = answer
    self.allRecords = allRecords
    self.totalCount = totalCount
    self.pageNumber = pageNumber
    self.pageSize = pageSize
    self.columns = columns
    self.showsHeader = showsHeader
    self.noun = noun
    self.pages = pages
    self.isWholeList = isWholeList
    self.rest = rest
  }

  /// What `screen` prints of the answer, as its format says.
  public func outcome(on screen: Screen) -> Screen.Outcome {
    if screen.format == .json {
      // Every page's records as one array; one answer as it came.
      let body = allRecords.map { JSONValue.array($0.map(JSONValue.object)).serialized(.indented) }
      let text = String(decoding: body ?? answer.body, as: UTF8.self)
      return .text(text.hasSuffix("\n") ? text : text + "\n")
    }
    switch answer.shape {
    case .record(let record):
      return Self.outcome(
        RecordDetailView(record: record, included: answer.included).render(
          options: screen.renderOptions))
    case .list(let list):
      let page =
        allRecords.map { Page(items: $0, totalCount: totalCount) }
        ?? Page(items: list.records, totalCount: totalCount, number: pageNumber, size: pageSize)
      // Where the records were found, unless the answer was the list itself.
      let place = list.member.map { " in \($0)" } ?? ""
      let named = noun ?? Noun(singular: "record", plural: "records")
      let noun = Noun(singular: named.singular + place, plural: named.plural + place)
      // A page asked for is where it stands among the pages; else the list, whole or not.
      let footer =
        pageNumber != nil
        ? nil
        : PageFooter.text(
          shown: page.items.count, total: totalCount, pages: pages, isWhole: isWholeList,
          rest: rest, noun: noun)
      return Self.outcome(
        RecordsListView(
          page: page, columns: columns, noun: noun, showsHeader: showsHeader, footer: footer
        ).render(options: screen.renderOptions))
    }
  }

  /// The view's text to print, ending with a line break unless empty.
  private static func outcome(_ text: String) -> Screen.Outcome {
    .text(text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
  }
}
