import Foundation

/// The changes sent and not yet answered when the browser is interrupted: the forms being
/// saved. Each is said on the way out as a change that got no answer is (exit 79): it may have
/// been carried out, so it is checked before it is sent again.
public enum UnansweredSaves {
  /// What to say of each form of `state` being saved, its requests on `baseURL` (only their
  /// paths with the sample data): `POST https://…/posts was sent and got no answer before
  /// Ctrl-C; it may have been carried out: check with GET https://…/posts before sending it
  /// again`.
  public static func messages(_ state: BrowseState, baseURL: URL?) -> [String] {
    state.openedScreens.compactMap { state.opened($0, as: FormScreen.self) }.compactMap { form in
      guard form.content.isSubmitting else { return nil }
      let (method, path) = form.content.saveRequest
      let target = Self.target(path, on: baseURL)
      return "\(method) \(target) was sent and got no answer before Ctrl-C; it may have been "
        + "carried out: check with GET \(target) before sending it again"
    }
  }

  /// `path` on `baseURL`, the user name and password of the address left out.
  private static func target(_ path: String, on baseURL: URL?) -> String {
    guard let baseURL,
      var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
    else { return path }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    let base = components.string ?? ""
    return (base.hasSuffix("/") ? String(base.dropLast()) : base) + path
  }
}
