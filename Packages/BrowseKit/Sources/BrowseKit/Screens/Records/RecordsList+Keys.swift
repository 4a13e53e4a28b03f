import Features
import ScreenKit
import TerminalKit

extension RecordsList {
  public static let keys = KeyTable<
    RecordsScreen, RecordsScreen.State, Effect<RecordsScreen.Action>
  >(
    [
      ListKeys.open(
        "open the record", nothing: "no record to open", hasItem: { !$0.shownRows.isEmpty }
      ) { _, state in
        guard let row = state.selectedRow else { return .none }
        guard let id = row.id else {
          return .send(.delegate(.notice("this record has no \(state.idField) to open it by")))
        }
        return .send(.delegate(.open(.record(RecordKey(resource: state.query.resource, id: id)))))
      }
    ] + ListKeys.searching("search the records: as typed among those loaded, Enter on the server")
      + changes + [
        ListKeys.sort(),
        ListKeys.copy("copy the record's id, its JSON"),
        KeyBinding(
          [.character("o")], "o",
          "open the record's web address, the first of its fields that is one",
          refusal: { $0.selectedRow == nil ? "o: no record to open" : nil }
        ) { screen, state in
          guard let row = state.selectedRow else { return .none }
          return screen.resource.openWebAddress(of: row)
        },
        ListKeys.refresh { screen, state in
          // The names of the linked records are asked for again too: once, for every page.
          state.resource.renewsLinkNames = true
          guard state.feed.failure == nil || state.feed.items.isEmpty else {
            return screen.resource.retry(&state)
          }
          state.baseline = state.feed.items
          state.origin.startRefresh()
          return screen.resource.reload(&state)
        },
      ] + ListKeys.closing() + ListKeys.moves())
}

extension RecordsList {
  /// `o` on `row`: opens its web address, saying so, or that it has none.
  func openWebAddress(of row: RecordRow) -> Effect<RecordsScreen.Action> {
    LinkOpening.openWebAddress(
      of: row.fields, named: row.key?.description ?? "this record", with: openURL,
      notice: { .delegate(.notice($0)) })
  }
}
