import BrowseKit
import Features
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// `x` on GitHub's issues: closes the issue under the list's cursor, or the one shown, with
  /// the description's close (a `PATCH` of `state` to `closed`, since GitHub deletes none),
  /// then reads the list, or the issue, again.
  public static let closingIssues = RecordAddOn(
    "an issue", for: .resource("issues"),
    listKeys: [
      RecordsList.Binding(
        [.character("x")], "x", "close the issue", hint: KeyHint("x close", rank: 5),
        refusal: { $0.selectedRow?.key == nil ? "x: no issue to close" : nil }
      ) { screen, state in
        guard let key = state.selectedRow?.key else { return .none }
        return close(key, screen.resource.collections, then: .reload) { .delegate(.notice($0)) }
      }
    ],
    keys: [
      RecordDetails.Binding(
        [.character("x")], "x", "close the issue", hint: KeyHint("x close", rank: 5)
      ) { screen, state in
        close(state.detail.id, screen.resource.collections, then: .revalidate) {
          .delegate(.notice($0))
        }
      }
    ])

  /// Closes the issue `key` through `collections`, then says so and sends `reread`, or says
  /// why it could not.
  private static func close<Action: Sendable>(
    _ key: RecordKey, _ collections: RecordCollections, then reread: Action,
    notice: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    let client = collections.client(of: key.resource)
    return .run { send in
      do {
        try await client.delete(key.id)
        await send(notice("Closed issue #\(key.id)."))
        await send(reread)
      } catch {
        let failure = LoadFailure(error).message
        await send(notice("could not close issue #\(key.id): \(failure)".sanitizedForTerminalLine))
      }
    }
  }
}
