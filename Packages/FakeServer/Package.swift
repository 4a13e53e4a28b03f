// swift-tools-version: 6.0
import PackageDescription

// A json-server database or the sample API on the HTTP server, as `app serve` runs it.
let package = Package(
  name: "FakeServer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "FakeServer", targets: ["FakeServer"])
  ],
  dependencies: [
    .package(path: "../HTTPBasics"),
    .package(path: "../HTTPServer"),
    .package(path: "../SampleAPI"),
    .package(path: "../Dependencies"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "FakeServer",
      dependencies: [
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "SampleAPI", package: "SampleAPI"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "FakeServerTests",
      dependencies: [
        "FakeServer",
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "SampleAPI", package: "SampleAPI"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
