/// A screen the browser opens over a list, registered by its type among the screens the
/// browser is made with (``BrowseFeature/init(setup:deletions:lists:screens:values:)``): its
/// kind, which the key help and the keys' documentation read without a browser, and its
/// feature, made from what the browser has.
public protocol RegisteredScreen: OpenedScreenFeature {
  static var kind: ScreenKind { get }
  init(_ context: ScreenContext)
}

extension ScreenRegistration {
  /// The feature of `screen`, made with `context`.
  public init<Screen: RegisteredScreen>(_ screen: Screen.Type, _ context: ScreenContext) {
    self.init(Screen(context))
  }
}
