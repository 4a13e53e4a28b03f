import Features
import Models

/// A producer's detail: `DetailFeature` loading one producer through the client.
public typealias ProducerDetailFeature = DetailFeature<Producer.ID, Producer>

extension DetailFeature where ID == Producer.ID, Value == Producer {
  /// Creates the detail, loading the producer with `client.producer`.
  public init(client: ProducersClient) {
    self.init(fetch: client.producer)
  }
}
