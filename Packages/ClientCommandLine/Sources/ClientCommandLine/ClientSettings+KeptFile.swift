import Foundation
import HTTPClientLive

extension ClientSettings {
  /// The file `name` in the server's folder of stored answers in `directory`, where what is
  /// learnt of the server is kept between runs and cleared with its answers; `nil` for the
  /// program's own server, with `--no-cache`, or without a folder.
  public func keptFile(named name: String, in directory: CacheDirectory?) -> URL? {
    guard cache.isEnabled, let baseURL, let directory else { return nil }
    return directory.directory(for: baseURL).appendingPathComponent(name)
  }

  /// Where the fields the server gives records itself are learnt and kept
  /// (`ServerSetFields`): in the server's folder of stored answers in `directory`, as
  /// ``keptFile(named:in:)`` says; `nil` where nothing is kept.
  public func serverSetFields(in directory: CacheDirectory?) -> ServerSetFields? {
    keptFile(named: ServerSetFields.fileName, in: directory).map(ServerSetFields.init(file:))
  }
}
