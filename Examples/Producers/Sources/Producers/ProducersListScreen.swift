import Features

/// The list of producers as lines of text: the search when there is one, each producer's name
/// and its short description cut at three lines, and where the feed stands.
public enum ProducersListScreen {
  /// The most lines of a short description.
  public static let descriptionLines = 3

  /// The lines that show `state`, `width` characters wide.
  public static func lines(_ state: ProducersListFeature.State, width: Int = 72) -> [String] {
    var lines = ["Producers"]
    let visible = state.visibleProducers
    if !state.search.isEmpty {
      lines.append("Search: \(state.search.text) (\(visible.count) of \(state.feed.items.count))")
    }
    for producer in visible {
      lines.append("#\(producer.id.rawValue) \(producer.name)")
      lines += WrappedText.lines(
        producer.shortDescription, width: width - 4, limit: descriptionLines
      ).map { "    " + $0 }
    }
    lines.append(footer(state))
    return lines
  }

  private static func footer(_ state: ProducersListFeature.State) -> String {
    let feed = state.feed
    if let failure = feed.failure {
      return "Could not load page \(feed.loadedPages + 1): \(failure.message)"
    }
    if feed.isLoading {
      return "Loading…"
    }
    if !state.search.isEmpty, state.visibleProducers.isEmpty {
      return "No producer loaded is named like that."
    }
    if feed.items.isEmpty, !feed.hasMore {
      return "No producers."
    }
    if feed.hasMore {
      return "\(feed.items.count) loaded, more to come"
    }
    return feed.items.count == 1
      ? "1 producer, all loaded" : "\(feed.items.count) producers, all loaded"
  }
}
