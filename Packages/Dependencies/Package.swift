// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Dependencies",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"])
  ],
  targets: [
    .target(name: "Dependencies"),
    .testTarget(name: "DependenciesTests", dependencies: ["Dependencies"]),
  ],
  swiftLanguageModes: [.v6]
)
