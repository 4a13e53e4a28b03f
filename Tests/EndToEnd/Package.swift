// swift-tools-version: 6.0
import PackageDescription

/// End-to-end tests: they run the built `app` binary (path in `APP_BINARY`) and check what it
/// prints and how it exits. `make test` builds the app and sets the path.
let package = Package(
  name: "EndToEnd",
  platforms: [.macOS(.v15)],
  targets: [
    .testTarget(name: "EndToEndTests")
  ],
  swiftLanguageModes: [.v6]
)
