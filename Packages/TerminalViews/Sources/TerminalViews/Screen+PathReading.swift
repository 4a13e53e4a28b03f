import Features
import HTTPClientLive
import ScreenKit
import TerminalKit

extension Screen {
  /// Reads `request` through `session` under the loading line, every page when `all`
  /// (`PathReading`), and shows the answer as ``PathAnswerView`` lays it out. What the reading
  /// did not read as the server said is a `note:` line each on standard error first
  /// (`PathReading.notes(sizeParameter:)`, with the server's parameter of a page's size); a
  /// failure is reported as the screen reports one, a deadline spent after the first page
  /// naming what was read by then.
  public func showPath(
    _ request: PathRequest, all: Bool, session: HTTPSession, sizeParameter: String?,
    columns: [RecordColumn]?, showsHeader: Bool
  ) async -> Outcome {
    let result: Result<PathReading, any Error> =
      await whileLoading("Loading \(request.shownPath)…") {
        do {
          return .success(try await PathReading(request, all: all, session: session))
        } catch {
          return .failure(error)
        }
      }
    switch result {
    case .failure(let spent as PathReading.DeadlineSpent):
      return report(LoadFailure(message: spent.description, networkError: spent.cause))
    case .failure(let error):
      return report(LoadFailure(error))
    case .success(let reading):
      // Never a silent part: what the reading could not follow is said.
      for note in reading.notes(sizeParameter: sizeParameter) {
        console.writeError("note: \(note)\n")
      }
      return PathAnswerView(
        answer: reading.answer, allRecords: reading.allRecords, totalCount: reading.totalCount,
        pageNumber: request.pageNumber, pageSize: request.pageSize, columns: columns,
        showsHeader: showsHeader
      ).outcome(on: self)
    }
  }
}
