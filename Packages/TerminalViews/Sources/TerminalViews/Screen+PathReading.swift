import Features
import HTTPClientLive
import RecordConventions
import ScreenKit
import TerminalKit

extension Screen {
  /// Reads `request` through `session` under the loading line, every page when `all`
  /// (`PathReading`), and shows the answer as ``PathAnswerView`` lays it out. What the reading
  /// read otherwise than asked is a `note:` line each on standard error first
  /// (`PathReading.notes(sizeParameter:)`, with the server's parameter of a page's size). A
  /// reading of every page short of what the answers name (`PathReading.shortfall`) prints
  /// what it read, then says what it did not (``Outcome/incomplete(_:missing:)``: `read 40 of
  /// 137 books: …`); a first page that is not the whole list says so in its footer, or, off a
  /// terminal, on standard error (`note: 20 of 137 books; --all reads the rest`). A failure
  /// is reported as the screen reports one, a deadline spent after the first page naming what
  /// was read by then.
  public func showPath(
    _ request: PathRequest, all: Bool, session: HTTPSession, sizeParameter: String?,
    columns: [RecordColumn]?, showsHeader: Bool
  ) async -> Outcome {
    // With `--json` into a file or a pipe, a large answer goes out as it comes.
    let passThrough =
      format == .json && !all && !console.outputIsTerminal
      ? StandardOutputPassThrough(console: console) : nil
    let meter = TransferMeter(receiving: true)
    let result: Result<BodyPassThrough.Outcome<PathReading>, any Error> =
      await whileLoading("Loading \(request.shownPath)…", meter: meter) {
        do {
          let read = { try await PathReading(request, all: all, session: session) }
          guard let passThrough else { return .success(.kept(try await read())) }
          let passing = passThrough.passThrough(
            holding: StandardOutputPassThrough.jsonHolding, meter: meter)
          return .success(try await passing.run(read))
        } catch {
          return .failure(error)
        }
      }
    switch result {
    case .success(.passedOn(let answer)):
      passThrough?.endLine()
      let size = DecimalByteCount.text(answer.byteCount)
      let more = answer.head.namedMorePages.map { "; \($0): --all reads every page" } ?? ""
      console.writeError("note: the answer (\(size)) went out as it came, unread\(more)\n")
      return .text("")
    case .failure(let broken as BodyPassThrough.Broken):
      return report(broken)
    case .failure(let spent as PathReading.DeadlineSpent):
      return report(LoadFailure(message: spent.description, networkError: spent.cause))
    case .failure(let error):
      return report(LoadFailure(error))
    case .success(.kept(let reading)):
      // Never a silent part: what the reading could not follow is said.
      for note in reading.notes(sizeParameter: sizeParameter) {
        console.writeError("note: \(note)\n")
      }
      let noun = request.collection.map { Noun(singular: Inflection.singular($0), plural: $0) }
      // A page asked for, by an option or in the path, is placed among the pages.
      let pageNumber = request.askedPageNumber
      let rest = all || pageNumber != nil ? nil : "--all reads the rest"
      let outcome = PathAnswerView(
        answer: reading.answer, allRecords: reading.allRecords, totalCount: reading.totalCount,
        pageNumber: all ? nil : pageNumber, pageSize: reading.pageSize ?? request.pageSize,
        columns: columns, showsHeader: showsHeader, noun: noun, pages: reading.pages,
        isWholeList: reading.isWholeList, rest: rest
      ).outcome(on: self)
      let plural = noun?.plural ?? "records"
      if let short = reading.shortfall, case .text(let text) = outcome {
        let of = short.total.map { " of \($0)" } ?? ""
        return .incomplete(text, missing: "read \(short.read)\(of) \(plural): \(short.reason)")
      }
      // Off a terminal, where no footer says so, a first page that is not the whole list.
      if let rest, !reading.isWholeList, !rendersForTerminal || format == .json,
        case .list(let list) = reading.answer.shape
      {
        let footer = PageFooter.text(
          shown: list.records.count, total: reading.totalCount, pages: nil, isWhole: false,
          noun: Noun(singular: plural, plural: plural))
        console.writeError("note: \(footer); \(rest)\n")
      }
      return outcome
    }
  }
}
