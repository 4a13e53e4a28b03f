import Features
import Models

/// A producer's detail: the producer read by its id.
public typealias ProducerDetailFeature = DetailFeature<Producer.ID, Producer>

/// A producer's detail as lines of text: the name, the first image, the location when there is
/// one, and the long description, or the short one when there is no long one.
public enum ProducerDetailScreen {
  /// The lines that show `state`, `width` characters wide.
  public static func lines(_ state: ProducerDetailFeature.State, width: Int = 72) -> [String] {
    switch state.detail {
    case .loading:
      return ["Producer #\(state.id.rawValue)", "Loading…"]
    case .failed(let failure):
      return ["Producer #\(state.id.rawValue)", "Could not load it: \(failure.message)"]
    case .loaded(let producer):
      var lines = [producer.name]
      if let image = producer.images.first {
        lines.append("Image: \(image.path.absoluteString)")
      }
      if let location = producer.location, !location.allSatisfy(\.isWhitespace) {
        lines.append("Location: \(location)")
      }
      lines.append("")
      return lines + WrappedText.lines(producer.fullDescription, width: width)
    }
  }
}
