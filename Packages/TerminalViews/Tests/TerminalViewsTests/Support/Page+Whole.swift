import Features
import NetworkClient

@testable import TerminalViews

extension Page {
  /// `items` loaded as the whole collection (no page number), the way a list without paging
  /// shows them.
  static func whole(_ items: Loadable<[Item]>) -> Loadable<Page<Item>> {
    switch items {
    case .loading: .loading
    case .failed(let failure): .failed(failure)
    case .loaded(let items): .loaded(Page(items: items))
    }
  }
}
