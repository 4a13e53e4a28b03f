import Features

/// A web address opened from a screen (a user's website, a record's address): the status line
/// says what is opened, or that there is nothing to open, and an address the browser could not
/// be started for comes back as an action of the screen's.
public enum LinkOpening {
  /// Opens `url` with `openURL`, saying `said` through `notice` (`opening https://…`, or, with
  /// no `url`, why not); an address that could not be opened comes back as `notOpened` makes it.
  public static func open<Action: Sendable>(
    _ url: String?, saying said: String, with openURL: @escaping @Sendable (String) -> Bool,
    notice: (String) -> Action, notOpened: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    let saying = Effect<Action>.send(notice(said))
    guard let url else { return saying }
    return .merge(
      saying,
      .run { send in
        if !openURL(url) { await send(notOpened(url)) }
      })
  }
}
