/// How a ``JSONServer`` answers: the options of json-server's command line that change
/// its answers.
public struct JSONServerOptions: Sendable, Hashable {
  /// The member that identifies a record (`--id`), `id` by default. The sample data always uses
  /// `id`.
  public var idField: String
  /// What follows a collection's singular name in a foreign key (`--foreignKeySuffix`), `Id` by
  /// default, so that `postId` names a post. The sample data always uses `Id`.
  public var foreignKeySuffix: String
  /// Whether only `GET` is taken (`--read-only`): every other method, `HEAD` included as in
  /// json-server, is answered with 403 `Forbidden`, except the `OPTIONS` of a cross-origin
  /// preflight.
  public var isReadOnly: Bool
  /// Whether writes are answered as if they were made, and forgotten (`--fake`), as the public
  /// JSONPlaceholder does: each is made on a copy of the data that is then thrown away.
  public var isFake: Bool
  /// Whether cross-origin requests are allowed (the opposite of `--no-cors`): every answer echoes
  /// the request's `Origin` with credentials allowed, and `OPTIONS` answers preflights.
  public var allowsCrossOrigin: Bool
  /// The rewrite rules of `--routes`, applied to each request's path before it is routed.
  public var rewriteRules: RewriteRules

  /// Creates options; the defaults are json-server's.
  public init(
    idField: String = "id",
    foreignKeySuffix: String = "Id",
    isReadOnly: Bool = false,
    isFake: Bool = false,
    allowsCrossOrigin: Bool = true,
    rewriteRules: RewriteRules = RewriteRules()
  ) {
    self.idField = idField
    self.foreignKeySuffix = foreignKeySuffix
    self.isReadOnly = isReadOnly
    self.isFake = isFake
    self.allowsCrossOrigin = allowsCrossOrigin
    self.rewriteRules = rewriteRules
  }
}
