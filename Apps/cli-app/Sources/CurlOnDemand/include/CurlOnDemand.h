// CurlOnDemand has no API: it only defines the libcurl functions FoundationNetworking calls
// (CurlOnDemand.c). This header exists because SwiftPM wants one for a C target.
#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H
#endif
