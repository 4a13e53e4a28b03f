import ArgumentParsing
import HTTPClient

extension RecordQuery {
  /// `--page N`
  public static let page = Option<Int>(
    "page", valueName: "N", summary: "Show page N, from 1 (_page)",
    expecting: PositiveInteger.expectation,
    convert: PositiveInteger.parse)

  /// `--per-page M`
  public static let perPage = Option<Int>(
    "per-page", valueName: "M", summary: "Show M items per page (_limit); alone, it means page 1",
    defaultDescription: "10 with --page", expecting: PositiveInteger.expectation,
    convert: PositiveInteger.parse)

  /// `--page` and `--per-page`, accepted by every list.
  public static let commandLineOptions = [page.spec, perPage.spec]

  /// The paging of `--page` and `--per-page` in `parsed`; `--per-page` alone means page 1.
  public init(parsing parsed: ParsedArguments) throws(UsageError) {
    self.init(
      pageNumber: try parsed.value(of: Self.page), perPage: try parsed.value(of: Self.perPage))
  }
}
