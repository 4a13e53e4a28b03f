import ArgumentParsing
import HTTPClient

extension RecordQuery {
  /// `--page N`
  static let page = Option<Int>(
    "page", valueName: "N", summary: "Show page N, from 1 (_page)",
    expecting: CommandLineValues.positiveIntegerExpectation,
    convert: CommandLineValues.positiveInteger)

  /// `--per-page M`
  static let perPage = Option<Int>(
    "per-page", valueName: "M", summary: "Show M items per page (_limit); alone, it means page 1",
    defaultDescription: "10 with --page", expecting: CommandLineValues.positiveIntegerExpectation,
    convert: CommandLineValues.positiveInteger)

  /// `--page` and `--per-page`, accepted by every list.
  static let commandLineOptions = [page.spec, perPage.spec]

  /// The paging of `--page` and `--per-page` in `parsed`; `--per-page` alone means page 1.
  init(parsing parsed: ParsedArguments) throws(UsageError) {
    self.init(
      pageNumber: try parsed.value(of: Self.page), perPage: try parsed.value(of: Self.perPage))
  }
}
