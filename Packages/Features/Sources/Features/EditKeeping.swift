/// How ``EditFeature`` reads an item again while keeping the person's edits: which fields they
/// changed, and where a failed read goes.
struct EditKeeping<FormState: Sendable>: Sendable {
  /// The form read again (`reloaded`) with the fields of `edited` that differ from `asLoaded`.
  let merge:
    @Sendable (_ edited: FormState, _ asLoaded: FormState, _ reloaded: FormState) -> FormState
  /// The form `edited`, failed with `failure`.
  let fail: @Sendable (_ edited: FormState, _ failure: LoadFailure) -> FormState
}

extension EditKeeping where FormState: Features.FormState {
  /// For a ``Features/FormState``: each editable field the person changed keeps their text, the
  /// others take the new values; the form is being edited again.
  static var formFields: Self {
    EditKeeping(
      merge: { edited, asLoaded, reloaded in
        var form = reloaded
        for field in FormState.Fields.Field.allCases
        where reloaded.isEditable(field) && edited.fields[field] != asLoaded.fields[field] {
          form.fields[field] = edited.fields[field]
        }
        return form
      },
      fail: { edited, failure in
        var form = edited
        form.status = .failed(failure)
        return form
      })
  }
}
