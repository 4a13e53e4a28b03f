import Features
import JSONCoding
import ScreenKit

/// The forms and the deletions of a list of records of any shape: `c`, `e` and `d`.
extension ListScreen.State where Resource == RecordsList {
  /// What the fields of the records read say: their kinds, and which every record has. The
  /// same first records as the columns are chosen from.
  public var schema: RecordSchema {
    RecordSchema(records: self.feed.items.prefix(RecordsList.recordsForColumns).map(\.fields))
  }

  /// The form of a new record of the list's resource, with the catalog's fields or else those
  /// of the records read, in the order of the list's columns; `nil` when neither names any.
  var newRecordForm: FormScreen? {
    let schema = schema
    let names = self.fieldNames ?? schema.fields.map(\.name)
    guard names.contains(where: { $0 != self.idField }) else { return nil }
    var form = RecordForm(
      new: self.query.resource, names: names, schema: schema, idField: self.idField,
      columns: self.columns.map(\.path), relationships: relationships)
    form.rules = self.rules
    return FormScreen(form)
  }

  /// The form of `row`'s record, with the catalog's fields it lacks, in the order of the list's
  /// columns; `nil` for a record without an id.
  public func form(of row: RecordRow) -> FormScreen? {
    guard let id = row.id else { return nil }
    var form = RecordForm(
      editing: row.fields, id: id, of: self.query.resource, names: self.fieldNames ?? [],
      schema: schema, idField: self.idField, columns: self.columns.map(\.path))
    form.rules = self.rules
    form.relationships.merge(relationships) { own, _ in own }
    return FormScreen(form)
  }

  /// The JSON:API types of the to-one relationships of the records read, by field: those the
  /// schema is read from.
  var relationships: [String: String] {
    ResourceIdentifier.types(
      in: self.feed.items.prefix(RecordsList.recordsForColumns).map(\.fields))
  }
}

extension RecordsList {
  /// The keys `c`, `e`, `d` and `u`: a new record's form, the form of the record under the
  /// cursor, the question whether to delete it, and the undo of a delete in its window.
  public static var changes:
    [KeyBinding<RecordsScreen, RecordsScreen.State, Effect<RecordsScreen.Action>>]
  {
    ListKeys.changes(
      "create a record, edit it, delete it (after y)", noun: "record", item: { $0.selectedRow },
      create: { _, state in
        guard let form = state.newRecordForm else {
          let noun = state.query.noun
          return .send(
            .delegate(.notice("c: no \(noun.plural) to learn a new \(noun.singular)'s fields from"))
          )
        }
        return .send(.delegate(.open(.form(form))))
      },
      edit: { _, state, row in
        guard let form = state.form(of: row) else {
          return .send(.delegate(.notice("e: this record has no \(state.idField) to edit it by")))
        }
        return .send(.delegate(.open(.form(form))))
      },
      delete: { screen, state, row in
        guard let key = row.key else {
          return .send(.delegate(.notice("d: this record has no \(state.idField) to delete it by")))
        }
        let title = row.name ?? key.description
        return screen.askToDelete(
          row, title: title, refusal: DeletionPrompt.offlineRefusal, &state)
      }) + [ListKeys.undoDelete(within: BrowseFeature.undoWindowWords)]
  }
}
