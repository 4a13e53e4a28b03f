import Features

extension SavedItem {
  /// Shows what `form`, closed, saved: the detail of what the server answered, over its list,
  /// which loads again; each kind of record shows itself.
  func show(from form: FormScreen, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    switch self {
    case .post(let post): PostDetails.show(saved: post, from: form, in: browser, &state)
    case .user(let user): UserDetails.show(saved: user, from: form, in: browser, &state)
    case .record(let record, let resource, let id):
      RecordDetails.show(saved: record, of: resource, id: id, in: browser, &state)
    }
  }
}
