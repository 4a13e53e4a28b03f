// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Dependencies",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "Dependencies", targets: ["Dependencies"])
  ],
  targets: [
    .target(name: "Dependencies"),
    .testTarget(name: "DependenciesTests", dependencies: ["Dependencies"]),
  ],
  swiftLanguageModes: [.v6]
)
