extension NetworkClient {
  /// How far the reads of the current task may rely on stored answers.
  ///
  /// The live client hands it on to the HTTP client core as `ReadFreshness.current` for each
  /// request.
  @TaskLocal public static var readFreshness = ReadFreshness.standard

  /// Told the source of each read of the current task, by clients that store answers; `nil`,
  /// the default, observes nothing.
  ///
  /// The live client hands it on to the HTTP client core as `ReadSourceObserver.current` for
  /// each request.
  @TaskLocal public static var readSourceObserver: ReadSourceObserver?
}
