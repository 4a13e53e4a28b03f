import Features
import JSONCoding
import ScreenKit
import TerminalKit

/// Space, `f` and `u` on a list whose records have a true/false field (``RecordFlags``): the
/// field flipped and saved with a `PATCH`, the records filtered by it, the last flip undone.
extension RecordsList {
  /// Space: flips the list's true/false field of the record under the cursor, shown at once,
  /// and saves it; offline, says why not.
  func flip(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    guard let field = state.flags.field, let row = state.selectedRow else { return .none }
    guard let key = row.key else {
      return .send(.delegate(.notice("Space: this record has no \(state.idField) to change it by")))
    }
    guard let value = row.flags[field] else {
      return .send(.delegate(.notice("Space: \(key) has no true or false \(field)")))
    }
    guard !isOffline else {
      return .send(.delegate(.notice(OfflineRefusal.text("change \(field) of \(key)"))))
    }
    state.flags.lastFlipped = key
    state.flags.lingering = row.identity
    return flip(key, field, to: !value, &state)
  }

  /// `u`: flips back the record flipped last, while it is listed.
  func undoFlip(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    guard let key = state.flags.lastFlipped, let field = state.flags.field,
      let row = state.feed.items.first(where: { $0.key == key }), let value = row.flags[field]
    else { return .none }
    state.flags.lastFlipped = nil
    return .merge(flip(key, field, to: !value, &state), .send(.delegate(.notice("undone"))))
  }

  /// Whether `u` has a flip to undo: the record flipped last is still listed.
  static func canUndoFlip(_ state: RecordsScreen.State) -> Bool {
    guard let key = state.flags.lastFlipped else { return false }
    return state.feed.items.contains { $0.key == key }
  }

  /// `f`: shows the records whose field is `true`, then `false`, then all, the cursor back on
  /// the first.
  func cycleFlagFilter(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    state.flags.filter =
      switch state.flags.filter {
      case nil: true
      case true?: false
      case false?: nil
      }
    state.flags.lingering = nil
    admitFiltered(&state)
    state.cursor = ListCursor()
    state.indexSearch(force: true)
    return cursorMoved(&state)
  }

  /// Keeps the records the filter lets through as the records, the filter or the record that
  /// lingers change.
  func admitFiltered(_ state: inout RecordsScreen.State) {
    let flags = state.flags
    state.flags.admitted.rows = flags.filter == nil ? [] : state.feed.items.filter(flags.admits)
  }

  /// Once the cursor has left the row that lingers, lets it go, keeping the cursor on the
  /// row it moved to.
  func leaveLingering(_ state: inout RecordsScreen.State) {
    guard let lingering = state.flags.lingering else { return }
    let underCursor = state.selectedRow?.identity
    guard underCursor != lingering else { return }
    state.flags.lingering = nil
    admitFiltered(&state)
    state.indexSearch(force: true)
    let shown = state.shownRows
    guard let row = shown.firstIndex(where: { $0.identity == underCursor }) else {
      return state.followCursor()
    }
    state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
  }

  /// Shows `field` of record `key` as `value`, and sends the change unless one of the record
  /// is being saved, after which it is sent.
  private func flip(
    _ key: RecordKey, _ field: String, to value: Bool, _ state: inout RecordsScreen.State
  ) -> Effect<RecordsScreen.Action> {
    guard set(field, of: key, to: value, &state) else { return .none }
    // What the server answered of the change before is no longer what the record should read.
    state.flags.kept[key] = nil
    if state.flags.saving[key] != nil {
      state.flags.saving[key]?.wanted = value
      return .none
    }
    state.flags.saving[key] = RecordFlags.Saving(confirmed: !value, sent: value, wanted: value)
    return save(field, of: key, as: value)
  }

  /// The server's answer to the change of `field` of `key` to `value`: the record as saved,
  /// then the flip made meanwhile sent; or, refused, the value it had back and why. A page
  /// being read again meanwhile may have been read before the change: it is read again.
  func flipped(
    _ key: RecordKey, _ field: String, to value: Bool, _ result: Result<JSONObject, LoadFailure>,
    _ state: inout RecordsScreen.State
  ) -> Effect<RecordsScreen.Action> {
    guard let saving = state.flags.saving.removeValue(forKey: key) else { return .none }
    switch result {
    case .success(let saved):
      var fields = saved
      fields[field] = .bool(saving.wanted)
      if saved[field] != nil, let index = state.feed.items.firstIndex(where: { $0.key == key }) {
        replace(at: index, withFields: fields, &state)
      }
      var effects: [Effect<RecordsScreen.Action>] = [
        .send(.delegate(.changed(.updated(key, saved))))
      ]
      guard saving.wanted == value else {
        state.flags.saving[key] = RecordFlags.Saving(
          confirmed: value, sent: saving.wanted, wanted: saving.wanted)
        effects.append(save(field, of: key, as: saving.wanted))
        return .merge(effects)
      }
      if case .bool(let kept)? = saved[field] {
        state.flags.kept[key] = kept
      } else {
        state.flags.kept[key] = value
      }
      if !state.feed.isLoading || state.feed.isRevalidating {
        // Read again, quietly, once the change is saved (a revalidation under way, which may
        // have read the record before it, starts over): the store then keeps the list as the
        // server has it now, and a server that did not keep the change is said at once.
        effects.append(reload(&state))
      } else {
        // Pages being loaded may have been read before the change: they are read again once
        // loaded.
        state.flags.readsAgainOnceLoaded = true
      }
      return .merge(effects)
    case .failure(let failure):
      _ = set(field, of: key, to: saving.confirmed, &state)
      return .send(
        .delegate(
          .notice(
            "could not set \(field) of \(key) to \(value): \(failure.message)"
              .sanitizedForTerminalLine)))
    }
  }

  /// Shows the records being saved as flipped in the rows just read, which may have been read
  /// before their changes were.
  func keepFlipsInFlight(_ state: inout RecordsScreen.State) {
    guard let field = state.flags.field else { return }
    for (key, saving) in state.flags.saving {
      guard let row = state.feed.items.first(where: { $0.key == key }),
        row.flags[field] != saving.wanted
      else { continue }
      _ = set(field, of: key, to: saving.wanted, &state)
    }
  }

  /// Shows `field` of the listed record `key` as `value`; false when it is not listed.
  private func set(
    _ field: String, of key: RecordKey, to value: Bool, _ state: inout RecordsScreen.State
  ) -> Bool {
    guard let index = state.feed.items.firstIndex(where: { $0.key == key }) else { return false }
    var fields = state.feed.items[index].fields
    fields[field] = .bool(value)
    replace(at: index, withFields: fields, &state)
    return true
  }

  /// Puts the record at `index` as `fields` say, the names of its links kept, measured and
  /// searched as it is now.
  private func replace(
    at index: Int, withFields fields: JSONObject, _ state: inout RecordsScreen.State
  ) {
    let old = state.feed.items[index]
    guard let key = old.key else { return }
    var row = RecordRow(fields, of: key)
    row.linkNames = old.linkNames
    state.feed.items[index] = row
    state.resource.measure.update(
      state.feed.items, columns: state.columns, replaced: index..<index + 1)
    admitFiltered(&state)
    state.indexSearch(force: true)
  }

  /// Sends `field` of `key` as `value` in a `PATCH` (or the server's update), its answer as
  /// ``Action/flipped(_:field:to:_:)``.
  private func save(_ field: String, of key: RecordKey, as value: Bool) -> Effect<
    RecordsScreen.Action
  > {
    let client = collections.client(of: key.resource)
    return .run { send in
      do {
        let saved = try await client.update(key.id, [field: .bool(value)])
        await send(.resource(.flipped(key, field: field, to: value, .success(saved))))
      } catch {
        await send(.resource(.flipped(key, field: field, to: value, .failure(LoadFailure(error)))))
      }
    }
  }
}
