import Features
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// Space flips a record's true/false field in a list (a `PATCH`), `u` flips it back, and `f`
  /// shows only the records where it is `true`, then `false`, then all; with several such
  /// fields, the first column of them (``RecordFlags``). A resource's own add-on with Space
  /// wins over it, as any add-on of a resource does. Elsewhere its keys say what they need:
  /// `Space needs a true/false field: the users have none`.
  public static let trueFalseField = RecordAddOn(
    "a record with a true/false field",
    for: .records { record in
      record.contains { member in
        if case .bool = member.value { true } else { false }
      }
    },
    listKeys: [
      RecordsList.Binding(
        [.character(" ")], "Space", "flip the record's first true/false field, and save it",
        hint: KeyHint("␣ flip", rank: 10, whileFiltered: .shown),
        refusal: { state in
          guard state.flags.field != nil else { return "Space: no column is true or false" }
          return state.shownRows.isEmpty ? "Space: no record to flip" : nil
        },
        action: { screen, state in screen.resource.flip(&state) }),
      RecordsList.Binding(
        [.character("f")], "f", "only the records where it is true, then false, then all",
        hint: KeyHint("f filter", rank: 15, whileFiltered: .shown),
        refusal: { $0.flags.field == nil ? "f: no column is true or false" : nil },
        action: { screen, state in screen.resource.cycleFlagFilter(&state) }),
      RecordsList.Binding(
        [.character("u")], "u",
        "undo a delete within \(BrowseFeature.undoWindowWords), else the last flip",
        hint: KeyHint("u undo", rank: 0) {
          $0.deletions.undoable != nil || RecordsList.canUndoFlip($0)
        },
        refusal: { state in
          state.deletions.undoable != nil || RecordsList.canUndoFlip(state)
            ? nil : "u: no delete or flip to undo"
        },
        action: { screen, state in
          state.deletions.undoable != nil
            ? screen.undoDelete(&state) : screen.resource.undoFlip(&state)
        }),
    ]
  ).needing("a true/false field")
}
