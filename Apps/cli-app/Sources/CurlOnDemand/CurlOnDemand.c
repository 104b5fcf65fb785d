// libcurl, loaded the first time FoundationNetworking calls it instead of when cli-app starts.
//
// Only `--api` talks HTTP (URLSession, on libcurl on Linux), but a binary linked with libcurl
// loads it and its two dozen libraries (TLS, HTTP/2, LDAP, Kerberos...) before `main`, for every
// command. The static release build (`make install`) is linked without libcurl (the Makefile
// passes `-disable-autolink-library curl`), and these functions stand in for the ones
// FoundationNetworking calls: the first call of any opens libcurl.so.4 with dlopen, and each
// forwards to its real counterpart. In a build linked with libcurl as usual (the debug build, on
// the shared Foundation) they take the calls all the same and forward them to that library, so
// the tests that run the binary with `--api` go through them too.
//
// Compiled where CURL_ON_DEMAND is defined (Package.swift: Linux) on the 64-bit ABIs whose
// variadic arguments of type long, curl_off_t, pointer and function pointer travel the same way
// (x86_64, arm64): curl_easy_setopt's third argument is forwarded as one machine word.
#if defined(CURL_ON_DEMAND) && defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))

#include "CurlOnDemand.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

// libcurl's types, as opaque as this file needs them (no dependency on curl's headers).
typedef void CURL;
typedef void CURLM;
typedef void CURLU;
typedef int curl_socket_t;
struct curl_slist;

// The real functions, all looked up once, on the first call of any (pthread_once: URLSession may
// call from more than one thread). dlsym on the library's handle searches libcurl and what it
// links, never this executable, so a lookup cannot find the stand-in of the same name.
static struct {
    int (*curl_global_init)(long);
    CURL *(*curl_easy_init)(void);
    void (*curl_easy_cleanup)(CURL *);
    int (*curl_easy_setopt)(CURL *, int, ...);
    int (*curl_easy_getinfo)(CURL *, int, ...);
    int (*curl_easy_pause)(CURL *, int);
    const char *(*curl_easy_strerror)(int);
    void (*curl_free)(void *);
    CURLM *(*curl_multi_init)(void);
    int (*curl_multi_add_handle)(CURLM *, CURL *);
    int (*curl_multi_remove_handle)(CURLM *, CURL *);
    int (*curl_multi_cleanup)(CURLM *);
    void *(*curl_multi_info_read)(CURLM *, int *);
    int (*curl_multi_setopt)(CURLM *, int, ...);
    int (*curl_multi_socket_action)(CURLM *, curl_socket_t, int, int *);
    int (*curl_multi_assign)(CURLM *, curl_socket_t, void *);
    struct curl_slist *(*curl_slist_append)(struct curl_slist *, const char *);
    void (*curl_slist_free_all)(struct curl_slist *);
    CURLU *(*curl_url)(void);
    int (*curl_url_get)(const CURLU *, int, char **, unsigned int);
    int (*curl_url_set)(CURLU *, int, const char *, unsigned int);
    char *(*curl_version)(void);
    void *(*curl_version_info)(int);
} real;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        // URLSession assumes libcurl is there and cannot report this: one line, and a failure exit.
        fprintf(stderr, "error: --api needs libcurl: %s\n", dlerror());
        exit(1);
    }
    *(void **)&real.curl_global_init = dlsym(library, "curl_global_init");
    *(void **)&real.curl_easy_init = dlsym(library, "curl_easy_init");
    *(void **)&real.curl_easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&real.curl_easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&real.curl_easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&real.curl_easy_pause = dlsym(library, "curl_easy_pause");
    *(void **)&real.curl_easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&real.curl_free = dlsym(library, "curl_free");
    *(void **)&real.curl_multi_init = dlsym(library, "curl_multi_init");
    *(void **)&real.curl_multi_add_handle = dlsym(library, "curl_multi_add_handle");
    *(void **)&real.curl_multi_remove_handle = dlsym(library, "curl_multi_remove_handle");
    *(void **)&real.curl_multi_cleanup = dlsym(library, "curl_multi_cleanup");
    *(void **)&real.curl_multi_info_read = dlsym(library, "curl_multi_info_read");
    *(void **)&real.curl_multi_setopt = dlsym(library, "curl_multi_setopt");
    *(void **)&real.curl_multi_socket_action = dlsym(library, "curl_multi_socket_action");
    *(void **)&real.curl_multi_assign = dlsym(library, "curl_multi_assign");
    *(void **)&real.curl_slist_append = dlsym(library, "curl_slist_append");
    *(void **)&real.curl_slist_free_all = dlsym(library, "curl_slist_free_all");
    *(void **)&real.curl_url = dlsym(library, "curl_url");
    *(void **)&real.curl_url_get = dlsym(library, "curl_url_get");
    *(void **)&real.curl_url_set = dlsym(library, "curl_url_set");
    *(void **)&real.curl_version = dlsym(library, "curl_version");
    *(void **)&real.curl_version_info = dlsym(library, "curl_version_info");
    // libcurl.so.4 has had every one of these since 7.62: a missing one is a broken install.
    void **functions = (void **)&real;
    for (size_t index = 0; index < sizeof real / sizeof *functions; index++) {
        if (!functions[index]) {
            fprintf(stderr, "error: --api needs libcurl: %s\n", "libcurl.so.4 lacks a function it should have");
            exit(1);
        }
    }
}

static pthread_once_t loaded = PTHREAD_ONCE_INIT;
#define REAL(name) (pthread_once(&loaded, load), real.name)

int curl_global_init(long flags) {
    return REAL(curl_global_init)(flags);
}

CURL *curl_easy_init(void) {
    return REAL(curl_easy_init)();
}

void curl_easy_cleanup(CURL *handle) {
    REAL(curl_easy_cleanup)(handle);
}

int curl_easy_setopt(CURL *handle, int option, ...) {
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return REAL(curl_easy_setopt)(handle, option, value);
}

int curl_easy_getinfo(CURL *handle, int info, ...) {
    va_list arguments;
    va_start(arguments, info);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return REAL(curl_easy_getinfo)(handle, info, value);
}

int curl_easy_pause(CURL *handle, int bitmask) {
    return REAL(curl_easy_pause)(handle, bitmask);
}

const char *curl_easy_strerror(int code) {
    return REAL(curl_easy_strerror)(code);
}

void curl_free(void *pointer) {
    REAL(curl_free)(pointer);
}

CURLM *curl_multi_init(void) {
    return REAL(curl_multi_init)();
}

int curl_multi_add_handle(CURLM *multi, CURL *handle) {
    return REAL(curl_multi_add_handle)(multi, handle);
}

int curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return REAL(curl_multi_remove_handle)(multi, handle);
}

int curl_multi_cleanup(CURLM *multi) {
    return REAL(curl_multi_cleanup)(multi);
}

void *curl_multi_info_read(CURLM *multi, int *messagesInQueue) {
    return REAL(curl_multi_info_read)(multi, messagesInQueue);
}

int curl_multi_setopt(CURLM *multi, int option, ...) {
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return REAL(curl_multi_setopt)(multi, option, value);
}

int curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int events, int *runningHandles) {
    return REAL(curl_multi_socket_action)(multi, socket, events, runningHandles);
}

int curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    return REAL(curl_multi_assign)(multi, socket, pointer);
}

struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    return REAL(curl_slist_append)(list, text);
}

void curl_slist_free_all(struct curl_slist *list) {
    REAL(curl_slist_free_all)(list);
}

CURLU *curl_url(void) {
    return REAL(curl_url)();
}

int curl_url_get(const CURLU *url, int part, char **text, unsigned int flags) {
    return REAL(curl_url_get)(url, part, text, flags);
}

int curl_url_set(CURLU *url, int part, const char *text, unsigned int flags) {
    return REAL(curl_url_set)(url, part, text, flags);
}

char *curl_version(void) {
    return REAL(curl_version)();
}

void *curl_version_info(int age) {
    return REAL(curl_version_info)(age);
}

#endif
