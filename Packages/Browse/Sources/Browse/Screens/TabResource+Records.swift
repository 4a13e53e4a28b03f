import BrowseKit
import Features
import Foundation
import JSONCoding
import ScreenKit

/// The forms and the deletions of a JSONPlaceholder tab whose rows are written as any
/// resource's records are: the record form on each row's JSON, saved and deleted through the
/// records client at the tab's path (`todos`, `albums`).
extension TabResource where Target == RecordKey {
  static var idField: String { "id" }

  /// `row`'s record, as the server sends it: its fields in the order the model declares them,
  /// which is the API's, rather than the encoder's sorted order.
  static func record(of row: Row) -> JSONObject? {
    guard let bytes = try? FastJSONEncoder().encode(row),
      let record = (try? JSONValue(parsing: Data(bytes)))?.object
    else { return nil }
    let declared = Mirror(reflecting: row).children.compactMap(\.label)
    let place = { (name: String) in declared.firstIndex(of: name) ?? declared.count }
    return JSONObject(record.sorted { place($0.name) < place($1.name) })
  }

  /// What a deletion of `row` deletes: its record at the tab's path.
  static func recordKey(of row: Row) -> RecordKey {
    RecordKey(resource: tab.records, id: String(id(of: row).rawValue))
  }

  /// What the fields of the rows read say: their kinds, and which every row has.
  static func schema(_ state: Screen.State) -> RecordSchema {
    RecordSchema(records: rows(state).prefix(RecordsList.recordsForColumns).compactMap(record))
  }

  /// The keys `c`, `e`, `d` and, unless the list has its own, `u`: a new record's form, the form
  /// of the row under the cursor, the question whether to delete it, named by `title`, and
  /// the undo of a delete in its window. A new record's fields are those of the rows read,
  /// filled in with `values` (a user's to-dos, their `userId`).
  static func recordChanges(
    _ help: String, title: @escaping @Sendable (Row) -> String, undo: Bool = true,
    values: @escaping @Sendable (Screen.State) -> JSONObject = { _ in [:] }
  ) -> [KeyBinding<Screen, Screen.State, Effect<Screen.Action>>] {
    let changes = ListKeys.changes(
      help, noun: rowName, item: { $0.selectedRow },
      create: { (_, state: inout Screen.State) -> Effect<Screen.Action> in
        let schema = schema(state)
        var form = RecordForm(
          new: tab.records, names: schema.fields.map(\.name), schema: schema, idField: idField,
          values: values(state))
        form.rules = ResourceCatalog.jsonPlaceholder.rules[tab.records.name] ?? [:]
        guard !form.fields.isEmpty else {
          return .send(
            .delegate(.notice("c: no \(rowsName) to learn a new \(rowName)'s fields from")))
        }
        return .send(.delegate(.open(.form(FormScreen(form)))))
      },
      edit: { (_, state: inout Screen.State, row: Row) -> Effect<Screen.Action> in
        guard let record = record(of: row) else { return .none }
        var form = RecordForm(
          editing: record, id: String(id(of: row).rawValue), of: tab.records,
          schema: schema(state), idField: idField)
        form.rules = ResourceCatalog.jsonPlaceholder.rules[tab.records.name] ?? [:]
        return .send(.delegate(.open(.form(FormScreen(form)))))
      },
      delete: { (screen: Screen, state: inout Screen.State, row: Row) -> Effect<Screen.Action> in
        screen.askToDelete(row, title: title(row), refusal: DeletionPrompt.offlineRefusal, &state)
      })
    return undo ? changes + [ListKeys.undoDelete(within: BrowseFeature.undoWindowWords)] : changes
  }
}
