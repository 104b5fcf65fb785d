// Stubs, fixtures and `unimplemented` values for tests and previews of packages that use Services.
// (Filled in by the Services work: ProductService.stub/failing/unimplemented, blog stubs, fixtures.)
import Services
