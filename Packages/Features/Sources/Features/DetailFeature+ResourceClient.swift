extension DetailFeature {
  /// The detail of a record, read through `client` by its id as text (`String(recordID:)`).
  public init<Draft>(client: ResourceClient<Value, Draft>) {
    self.init { id in try await client.record(identifiedBy: id) }
  }
}
