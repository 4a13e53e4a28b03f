// swift-tools-version: 6.0
import PackageDescription

/// End-to-end tests: they run the built `app` binary (path in `APP_BINARY`) and check what it
/// prints and how it exits. `make test` builds the app and sets the path. The well-formed loopback
/// servers they talk to run on the `HTTPServer` package.
let package = Package(
  name: "EndToEnd",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../../Packages/HTTPBasics"),
    .package(path: "../../Packages/HTTPServer"),
    .package(path: "../../Packages/TestSupport"),
  ],
  targets: [
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
