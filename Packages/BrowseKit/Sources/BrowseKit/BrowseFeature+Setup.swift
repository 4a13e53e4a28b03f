import Features
import Foundation
import ScreenKit

extension BrowseFeature {
  /// The screens any browser opens over its lists: a relation's records, a record, a form.
  public static let genericScreens: [any RegisteredScreen.Type] = [
    RecordsScreen.self, RecordScreen.self, FormScreenFeature.self,
  ]

  /// The deletions of records that the generic lists share, sent through `setup`'s records
  /// client once their undo window closes on its clock; an API's lists of records may share
  /// them too.
  public static func recordDeletions(_ setup: BrowseSetup) -> DeletionList<RecordKey> {
    DeletionList(
      deletion: DeletionFeature(
        collections: setup.collections, undoWindow: undoWindow, clock: setup.clock))
  }

  /// The browser of `setup`'s catalog: each resource's tab shows the list of `lists`
  /// registered for it, else the generic list of its records, whose deletions are
  /// `deletions`; the screens of `screens` open over them, made with the browser's context
  /// with what `values` adds (an API's own client).
  public init(
    setup: BrowseSetup, deletions: DeletionList<RecordKey>? = nil,
    lists: [ScreenRegistration] = [], screens: [any RegisteredScreen.Type] = genericScreens,
    values: (ScreenContext) -> ScreenContext = { $0 }
  ) {
    let tabLists = TabLists(
      records: RecordsScreen(
        collections: setup.collections, deletions: deletions ?? Self.recordDeletions(setup),
        isOffline: setup.isOffline, openURL: setup.runtime.openURL,
        addOns: setup.catalog.registeredAddOns),
      lists: lists)
    let context = values(
      ScreenContext(
        collections: setup.collections, lists: tabLists, catalog: setup.catalog,
        isOffline: setup.isOffline, runtime: setup.runtime))
    // The answer screen opens over any screen, whichever the browser registers.
    let screens = screens + [AnswerScreen.self]
    self.init(
      lists: tabLists, opened: OpenedScreen(screens.map { ScreenRegistration($0, context) }),
      kinds: ScreenKind.all(in: setup.catalog, screens: screens), catalog: setup.catalog,
      runtime: setup.runtime, baseURL: setup.baseURL)
  }
}
