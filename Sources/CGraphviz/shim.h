#ifndef VIPERMAP_CGRAPHVIZ_SHIM_H
#define VIPERMAP_CGRAPHVIZ_SHIM_H
// Graphviz's public headers, found through pkg-config (libgvc): Debian's libgraphviz-dev or Homebrew's graphviz.
// Nothing is copied from them; the helpers below only smooth over differences between versions and hold the
// code that must run in a forked child without the Swift runtime, and the spawning of layout workers.
#include <gvc.h>
#include <cgraph.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <spawn.h>
#include <stdio.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif
#ifdef __APPLE__
#include <crt_externs.h>
#endif

// gvRenderData's length argument is `unsigned int *` up to Graphviz 2.x (Debian 12 ships 2.42/2.43, whose
// graphviz_version.h defines no version-number macros) and `size_t *` in current releases (Homebrew).
// Rather than trusting a version macro, ask the compiler which prototype the installed header declares:
// _Generic on the function's own type is a compile-time constant, and the call that runs always goes
// through a pointer of the function's true type (the other branch is dead code and never executes).
typedef int (*vipermap_render_data_size_t)(GVC_t *, graph_t *, const char *, char **, size_t *);
typedef int (*vipermap_render_data_uint)(GVC_t *, graph_t *, const char *, char **, unsigned int *);

static inline int vipermap_gvRenderData(GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
    if (_Generic(&gvRenderData, vipermap_render_data_size_t: 1, default: 0)) {
        return ((vipermap_render_data_size_t)(void (*)(void))gvRenderData)(gvc, g, format, result, length);
    } else {
        unsigned int shortLength = 0;
        int status = ((vipermap_render_data_uint)(void (*)(void))gvRenderData)(gvc, g, format, result, &shortLength);
        *length = shortLength;
        return status;
    }
}

// ---- PNG with a pixel cap -------------------------------------------------------------------------------------
// "png@N" is PNG with its longer side at most N pixels. A drawing larger than that is scaled down as a whole, the
// way the graph attribute size="…" does it: Graphviz reads GD_drawing(g)->size when it renders (init_job_viewport),
// not when it lays out, so the cap is set for this one render and put back, and the layout and every other format
// drawn from it stay as they are. A drawing that fits is not touched: its bytes are plain "png"'s.
// 1 is subtracted from the cap in points so Graphviz's rounding of the scaled size to whole pixels stays within N.
// "png@N/P": the same, but a drawing that would have to be scaled below P percent to fit is not drawn at all (its
// text would be too small to read): the result is empty (length 0), and nothing is rasterized.
static inline int vipermap_render_format(GVC_t *gvc, graph_t *g, const char *format, char **result, size_t *length) {
    const char *at = strchr(format, '@');
    if (at == NULL) return vipermap_gvRenderData(gvc, g, format, result, length);
    char *end = NULL;
    long cap = strtol(at + 1, &end, 10);
    long percent = 0;
    if (end != NULL && *end == '/') percent = strtol(end + 1, &end, 10);
    char name[16];
    size_t nameLength = (size_t)(at - format);
    if (cap <= 0 || percent < 0 || percent > 100 || end == NULL || *end != '\0' || nameLength >= sizeof name) return -1;
    memcpy(name, format, nameLength);
    name[nameLength] = '\0';
    // The device's resolution: the graph's dpi, else cairo's bitmap default of 96 (Graphviz's points are 1/72 inch).
    double dpi = GD_drawing(g)->dpi > 1 ? GD_drawing(g)->dpi : 96.0;
    // The drawing's size in points, with cairo's default pad of 4 points on each side.
    double width = GD_bb(g).UR.x - GD_bb(g).LL.x + 8, height = GD_bb(g).UR.y - GD_bb(g).LL.y + 8;
    double longer = (width > height ? width : height) * dpi / 72.0;
    if (longer <= (double)cap) return vipermap_gvRenderData(gvc, g, name, result, length);
    if ((double)cap / longer < (double)percent / 100.0) {
        // Freed by gvFreeRenderData (free) like any result.
        *result = (char *)malloc(1);
        *length = 0;
        return *result == NULL ? -1 : 0;
    }
    pointf size = GD_drawing(g)->size;
    __typeof__(GD_drawing(g)->filled) filled = GD_drawing(g)->filled;
    GD_drawing(g)->size.x = GD_drawing(g)->size.y = ((double)cap - 1) * 72.0 / dpi;
    GD_drawing(g)->filled = 0;
    int status = vipermap_gvRenderData(gvc, g, name, result, length);
    GD_drawing(g)->size = size;
    GD_drawing(g)->filled = filled;
    return status;
}

// ---- Reading DOT with deterministic subgraph order ----------------------------------------------------------
// cgraph's default ID discipline uses the address of a name's pooled copy as the object's ID, and subgraphs are
// kept ordered by ID: cluster order (and so the SVG, and sometimes the layout) would follow malloc's addresses,
// which differ from one render to the next in a long-lived process. This discipline numbers graph and subgraph
// names in the order they are read (IDs 2, 4, 6…; anonymous ones keep cgraph's odd counter) and keeps the names
// itself (in the graph's string pool), released when the graph is closed. (Declining to map them and letting
// cgraph's internal name map do it would leak the map's entries in Graphviz 2.42.) Nodes and edges keep the
// default discipline.

typedef struct {
    Agraph_t *root;
    char **names;
    size_t count;
    size_t capacity;
} vipermap_id_state;

static inline void *vipermap_id_open(Agraph_t *g, Agdisc_t *disc) {
    vipermap_id_state *state = (vipermap_id_state *)calloc(1, sizeof(vipermap_id_state));
    if (state == NULL) return NULL;
    state->root = (Agraph_t *)AgIdDisc.open(g, disc);
    return state;
}

static inline long vipermap_id_map(void *opaque, int objtype, char *str, IDTYPE *id, int createflag) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    if (objtype != AGRAPH || str == NULL) return AgIdDisc.map(state->root, objtype, str, id, createflag);
    for (size_t i = 0; i < state->count; i++) {
        if (strcmp(state->names[i], str) == 0) {
            *id = (IDTYPE)(2 * (i + 1));
            return 1;
        }
    }
    if (!createflag) return 0;
    if (state->count == state->capacity) {
        size_t capacity = state->capacity ? state->capacity * 2 : 16;
        char **names = (char **)realloc(state->names, capacity * sizeof(char *));
        if (names == NULL) return 0;
        state->names = names;
        state->capacity = capacity;
    }
    // In cgraph's string pool, like every name cgraph hands out: its writers ask aghtmlstr() of a name, which reads
    // the pool's header before the string (a plain strdup'd copy made the `dot`/`xdot` output formats print
    // `subgraph <cluster_x>` whenever the bytes malloc left there had the HTML bit set).
    char *copy = agstrdup(state->root, str);
    if (copy == NULL) return 0;
    state->names[state->count++] = copy;
    *id = (IDTYPE)(2 * state->count);
    return 1;
}

static inline long vipermap_id_alloc(void *opaque, int objtype, IDTYPE request) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    if (objtype == AGRAPH) return 0;
    return AgIdDisc.alloc(state->root, objtype, request);
}

static inline void vipermap_id_free(void *opaque, int objtype, IDTYPE id) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    // Graph names belong to the state (freed in close); anonymous graph IDs own nothing.
    if (objtype == AGRAPH) return;
    AgIdDisc.free(state->root, objtype, id);
}

static inline char *vipermap_id_print(void *opaque, int objtype, IDTYPE id) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    if (objtype != AGRAPH) return AgIdDisc.print(state->root, objtype, id);
    if (id % 2 == 0 && id >= 2 && (size_t)(id / 2) <= state->count) return state->names[id / 2 - 1];
    return NULL;
}

static inline void vipermap_id_close(void *opaque) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    if (state == NULL) return;
    // cgraph closes the ID discipline before the string pool, so the names can still be released into it.
    for (size_t i = 0; i < state->count; i++) agstrfree(state->root, state->names[i]);
    AgIdDisc.close(state->root);
    free(state->names);
    free(state);
}

static inline void vipermap_id_register(void *opaque, int objtype, void *obj) {
    vipermap_id_state *state = (vipermap_id_state *)opaque;
    if (AgIdDisc.idregister) AgIdDisc.idregister(state->root, objtype, obj);
}

typedef struct {
    const char *cursor;
} vipermap_reader;

// One line per call, like agmemread's reader, so Graphviz's line numbers in messages stay right.
static inline int vipermap_read_chunk(void *chan, char *buffer, int size) {
    vipermap_reader *reader = (vipermap_reader *)chan;
    int count = 0;
    while (count < size && reader->cursor[0] != '\0') {
        char c = *reader->cursor++;
        buffer[count++] = c;
        if (c == '\n') break;
    }
    return count;
}

/// Fills `disc` (with `id` and `io`, which must outlive every graph read with it) for ``vipermap_read``.
/// Fields not set (the memory discipline) are NULL, which cgraph replaces with its defaults. The casts absorb
/// small prototype differences between Graphviz versions (`char *` vs `const char *`, `int` vs `bool`).
static inline void vipermap_make_disc(Agdisc_t *disc, Agiddisc_t *id, Agiodisc_t *io) {
    memset(disc, 0, sizeof *disc);
    *id = AgIdDisc;
    id->open = (__typeof__(id->open))vipermap_id_open;
    id->map = (__typeof__(id->map))vipermap_id_map;
    id->alloc = (__typeof__(id->alloc))vipermap_id_alloc;
    id->free = (__typeof__(id->free))vipermap_id_free;
    id->print = (__typeof__(id->print))vipermap_id_print;
    id->close = (__typeof__(id->close))vipermap_id_close;
    id->idregister = (__typeof__(id->idregister))vipermap_id_register;
    *io = AgIoDisc;
    io->afread = (__typeof__(io->afread))vipermap_read_chunk;
    disc->id = id;
    disc->io = io;
}

/// Reads one graph from the NUL-terminated `dot` with `disc` (see ``vipermap_make_disc``); NULL on error.
/// cgraph's line counter is a global that agread never resets: without `agsetfile`, a syntax error's line number
/// counted every line this process (or, for a forked layout, its parent) had read before.
static inline graph_t *vipermap_read(const char *dot, Agdisc_t *disc) {
    agsetfile(NULL);
    vipermap_reader reader = { dot };
    return agread(&reader, disc);
}

/// Puts the C library's random generators back in the state a new process starts with. sfdp draws its starting
/// positions from them without seeding them, so without this a layout depended on what the process (or, for a
/// forked layout, its parent) had laid out before; with it every layout is the one a fresh `dot -Ksfdp` gives.
static inline void vipermap_reset_random(void) {
    srand(1);
    srandom(1);
    unsigned short initial[3] = { 0x330E, 0xABCD, 0x1234 };
    seed48(initial);
}

// ---- Layouts that do not depend on addresses -----------------------------------------------------------------
// sfdp (and neato, fdp, circo, twopi) removes node overlaps (`overlap=false`) with the "prism" smoother, which
// builds its neighbour graph from a Delaunay triangulation made with GTS. GTS hands the triangulation's edges out
// by walking a GHashTable keyed by the objects' addresses, so their order — and with it the order in which the
// smoother's sparse matrices add up their entries — follows where malloc put the objects: ASLR, what the process
// allocated before, and pango's font threads running during the layout all change it. Floating-point addition in
// another order differs in the last bits, so the same DOT gave node positions that differed by 1e-13 to 1e-7 pt
// from one process to the next, and a PDF (6 decimals) printed `485.226563` or `485.226562` for a text position on
// a rounding tie. Nothing in Graphviz's API fixes that order, so the layout is settled instead: the node positions
// are moved to whole points and the graph is laid out again from them with `nop2` (neato -n2: positions as
// given), which draws the edges, places the labels and computes the bounding box from those exact values. Only a
// position within the noise of a half point can still come out differently (measured: ~1e-4 per pair of runs for
// a 4,000-module app's whole-app picture, far less for smaller ones). A graph with clusters (fdp) cannot be
// handed to nop2 without each cluster's box, so there every laid-out coordinate is rounded to 1/64 pt in place.
// `dot` layouts are deterministic and left as they are.

/// `value` moved to a multiple of 1/`steps` (never -0, whose sign would be noise around zero). The boundaries between
/// two steps are not halfway but at 0.2929 of a step (1 - 1/√2): coordinates that sit on "round" numbers — a node at
/// the left edge is at half its width after Graphviz's translation, say 70.5 pt, give or take the noise — would
/// straddle a halfway boundary and come out either way. No multiple of 1/4096 pt lies within 6e-5 pt of a boundary of
/// either grid used here (1 pt, 1/64 pt), and the noise is at most 1e-7 pt.
static inline double vipermap_snap_value(double value, double steps) {
    if (!(value > -1e12 && value < 1e12)) return value;
    double snapped = floor(value * steps + 0.70710678118654752) / steps;
    return snapped == 0.0 ? 0.0 : snapped;
}

static inline void vipermap_snap_point(pointf *point) {
    point->x = vipermap_snap_value(point->x, 64.0);
    point->y = vipermap_snap_value(point->y, 64.0);
}

static inline void vipermap_snap_label(textlabel_t *label) {
    if (label != NULL) vipermap_snap_point(&label->pos);
}

/// The bounding boxes and labels of `graph` and its clusters, recursively.
static inline void vipermap_snap_graph(graph_t *graph) {
    vipermap_snap_point(&GD_bb(graph).LL);
    vipermap_snap_point(&GD_bb(graph).UR);
    vipermap_snap_label(GD_label(graph));
    for (int index = 1; index <= GD_n_cluster(graph); index++) {
        vipermap_snap_graph(GD_clust(graph)[index]);
    }
}

/// Rounds every position of the finished layout of `graph` (nodes, edge curves and arrow ends, labels, bounding
/// boxes of the graph and its clusters) to a multiple of 1/64 pt, in place.
static inline void vipermap_snap_layout(graph_t *graph) {
    vipermap_snap_graph(graph);
    for (node_t *node = agfstnode(graph); node != NULL; node = agnxtnode(graph, node)) {
        vipermap_snap_point(&ND_coord(node));
        vipermap_snap_label(ND_label(node));
        vipermap_snap_label(ND_xlabel(node));
        for (edge_t *edge = agfstout(graph, node); edge != NULL; edge = agnxtout(graph, edge)) {
            vipermap_snap_label(ED_label(edge));
            vipermap_snap_label(ED_xlabel(edge));
            vipermap_snap_label(ED_head_label(edge));
            vipermap_snap_label(ED_tail_label(edge));
            splines *curves = ED_spl(edge);
            if (curves == NULL) continue;
            vipermap_snap_point(&curves->bb.LL);
            vipermap_snap_point(&curves->bb.UR);
            // `size` is `int` in Graphviz 2.x and `size_t` in current releases; both convert to size_t.
            for (size_t curve = 0; curve < (size_t)curves->size; curve++) {
                bezier *segment = &curves->list[curve];
                for (size_t point = 0; point < (size_t)segment->size; point++) vipermap_snap_point(&segment->list[point]);
                vipermap_snap_point(&segment->sp);
                vipermap_snap_point(&segment->ep);
            }
        }
    }
}

/// Settles the layout `gvLayout` just made of `graph` with `engine` (see above): unless `engine` is `dot` or `nop…`,
/// lays the graph out again with `nop2` from its node positions rounded to whole points (a clustered graph: rounds
/// every coordinate to 1/64 pt in place). Returns gvLayout's status (0 on success). Called right after the first
/// `gvLayout`, in process and in layout processes, before any `gvRenderData`; the caller's `gvFreeLayout` frees
/// whichever layout is current.
static inline int vipermap_settle_layout(GVC_t *gvc, graph_t *graph, const char *engine) {
    if (strcmp(engine, "dot") == 0 || strncmp(engine, "nop", 3) == 0) return 0;
    Agsym_t *pos = GD_n_cluster(graph) > 0 ? NULL : agattr(graph, AGNODE, "pos", NULL);
    if (GD_n_cluster(graph) == 0 && pos == NULL) pos = agattr(graph, AGNODE, "pos", "");
    if (pos == NULL) {
        vipermap_snap_layout(graph);
        return 0;
    }
    for (node_t *node = agfstnode(graph); node != NULL; node = agnxtnode(graph, node)) {
        // Whole numbers print exactly; nop2 reads `pos` in points.
        char text[96];
        snprintf(text, sizeof text, "%.0f,%.0f", vipermap_snap_value(ND_coord(node).x, 1.0),
                 vipermap_snap_value(ND_coord(node).y, 1.0));
        agxset(node, pos, text);
    }
    gvFreeLayout(gvc, graph);
    return gvLayout(gvc, graph, "nop2");
}

// ---- Layout in another process -------------------------------------------------------------------------------
// Graphviz cannot be interrupted in-process, so a layout with a time budget runs in another process, killed when
// the budget is spent: a spawned worker (`vipermap __layout-worker`, see below) or a fork of this process. A forked
// child runs only this C code (no Swift runtime, no locks another thread might hold besides malloc's, which glibc
// and libSystem make fork-safe); a worker runs the same function after reading its request. It lays the graph
// out once and renders it in every format asked, then reports through a pipe:
//   int32 status (0 ok, 1 parse error, 2 layout error, 3 render error) · int32 index of the format that failed ·
//   uint64 message length · message bytes · uint64 format count · per format: uint64 data length · data bytes.

static inline int vipermap_write_all(int fd, const void *bytes, size_t length) {
    const char *cursor = (const char *)bytes;
    while (length > 0) {
        ssize_t written = write(fd, cursor, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        cursor += written;
        length -= (size_t)written;
    }
    return 0;
}

// The child's messages: Graphviz writes them to stderr when no handler is set, and the child's stderr is a
// temporary file (a static buffer would need a global, which Swift's importer does not emit from a header).
static inline void vipermap_child_finish(int fd, int32_t status, int32_t failed, char **data, size_t *lengths, int count) {
    fflush(stderr);
    off_t end = lseek(2, 0, SEEK_END);
    uint64_t messageLength = end > 0 ? (uint64_t)end : 0;
    if (messageLength > 65536) messageLength = 65536;
    char *messages = messageLength > 0 ? (char *)malloc(messageLength) : NULL;
    if (messages == NULL || pread(2, messages, messageLength, 0) != (ssize_t)messageLength) messageLength = 0;
    vipermap_write_all(fd, &status, sizeof status);
    vipermap_write_all(fd, &failed, sizeof failed);
    vipermap_write_all(fd, &messageLength, sizeof messageLength);
    if (messageLength > 0) vipermap_write_all(fd, messages, messageLength);
    uint64_t formats = status == 0 ? (uint64_t)count : 0;
    vipermap_write_all(fd, &formats, sizeof formats);
    for (uint64_t index = 0; index < formats; index++) {
        uint64_t length = lengths[index];
        vipermap_write_all(fd, &length, sizeof length);
        if (length > 0) vipermap_write_all(fd, data[index], length);
    }
    close(fd);
    _exit(0);
}

/// Lays out `dot` once with `engine`, renders it in each of the `count` `formats` and writes the report (framed as
/// above) to `writeFD`, then exits the process. Never returns. The body of a forked layout child, and of a spawned
/// layout worker (`vipermap __layout-worker`), so both report the same bytes and the same messages.
static inline void vipermap_layout_report(GVC_t *gvc, Agdisc_t *disc, const char *dot, const char *engine,
                                          const char *const *formats, int count, int writeFD) {
    // Our parent may die or be killed; the child must not outlive it holding a CPU.
    signal(SIGPIPE, SIG_DFL);
    FILE *messages = tmpfile();
    if (messages != NULL) dup2(fileno(messages), 2);
    agseterr(AGWARN);
    agseterrf(NULL);
    agreseterrors();
    graph_t *graph = vipermap_read(dot, disc);
    if (graph == NULL || agerrors() > 0) {
        vipermap_child_finish(writeFD, 1, 0, NULL, NULL, 0);
    }
    vipermap_reset_random();
    if (gvLayout(gvc, graph, engine) != 0) {
        vipermap_child_finish(writeFD, 2, 0, NULL, NULL, 0);
    }
    if (vipermap_settle_layout(gvc, graph, engine) != 0) {
        vipermap_child_finish(writeFD, 2, 0, NULL, NULL, 0);
    }
    char **data = (char **)calloc((size_t)count, sizeof(char *));
    size_t *lengths = (size_t *)calloc((size_t)count, sizeof(size_t));
    if (data == NULL || lengths == NULL) {
        vipermap_child_finish(writeFD, 3, 0, NULL, NULL, 0);
    }
    for (int index = 0; index < count; index++) {
        if (vipermap_render_format(gvc, graph, formats[index], &data[index], &lengths[index]) != 0) {
            vipermap_child_finish(writeFD, 3, index, NULL, NULL, 0);
        }
    }
    // The process exits right after; freeing the layout and graph would only cost time.
    vipermap_child_finish(writeFD, 0, 0, data, lengths, count);
}

// ---- Pango's font threads and fork ----------------------------------------------------------------------------
// For every new font pattern, pango 1.50 starts two short-lived threads, one matching and one sorting fonts with
// fontconfig (plus "[pango] FcInit" once per process). A layout waits for the match; the sort may still run after the
// layout returned, and it delivers its result through a condition variable the next text measurement may wait on. A
// child forked at that moment has the pattern marked as being sorted, no thread that will ever finish the sort, and
// possibly fontconfig's locks held: it waits forever (the time budget then ends it, as a failed layout). So a fork
// waits until those threads are gone. They are recognised by name: GLib cannot give them theirs ("[pango]
// FcFontSetSort" is longer than Linux's 15 bytes, so they keep the name they inherit from the thread that started
// them), and the thread that lays out in process carries ``VIPERMAP_LAYOUT_THREAD`` while it does. Linux only (names
// in /proc/self/task/ID/comm); elsewhere these are no-ops.

#define VIPERMAP_LAYOUT_THREAD "vipermap-gv"

/// Names the calling thread ``VIPERMAP_LAYOUT_THREAD`` for an in-process layout, keeping its name in `saved` (at least
/// 16 bytes) for ``vipermap_end_layout_thread``.
static inline void vipermap_begin_layout_thread(char *saved) {
#ifdef __linux__
    saved[0] = 0;
    if (prctl(PR_GET_NAME, saved, 0, 0, 0) != 0) saved[0] = 0;
    prctl(PR_SET_NAME, VIPERMAP_LAYOUT_THREAD, 0, 0, 0);
#else
    (void)saved;
#endif
}

/// Gives the calling thread back the name ``vipermap_begin_layout_thread`` kept.
static inline void vipermap_end_layout_thread(const char *saved) {
#ifdef __linux__
    if (saved[0] != 0) prctl(PR_SET_NAME, saved, 0, 0, 0);
#else
    (void)saved;
#endif
}

/// Whether a thread named `name` (a comm line, maybe ending in a newline) was started by pango: a "[pango] …" thread,
/// or one named after the thread that laid out.
static inline int vipermap_is_font_thread(const char *name, size_t length) {
    while (length > 0 && (name[length - 1] == '\n' || name[length - 1] == 0)) length--;
    size_t layout = sizeof VIPERMAP_LAYOUT_THREAD - 1;
    if (length >= 8 && memcmp(name, "[pango] ", 8) == 0) return 1;
    return length == layout && memcmp(name, VIPERMAP_LAYOUT_THREAD, layout) == 0;
}

/// Waits until no thread of this process but the caller is one of pango's font threads, at most `limit` seconds.
/// Returns 1 when none is left, 0 when the limit passed first (the fork then goes ahead; its time budget still bounds
/// it). Call it with the Graphviz lock held, after this thread's own in-process layouts (their names restored): then
/// no new font thread can start meanwhile, and the running ones end within milliseconds.
static inline int vipermap_wait_for_font_threads(double limit) {
#ifdef __linux__
    pid_t self = (pid_t)syscall(SYS_gettid);
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        DIR *tasks = opendir("/proc/self/task");
        if (tasks == NULL) return 1;
        int busy = 0;
        struct dirent *entry;
        while (!busy && (entry = readdir(tasks)) != NULL) {
            if (entry->d_name[0] == '.' || atoi(entry->d_name) == self) continue;
            char path[64];
            snprintf(path, sizeof path, "/proc/self/task/%s/comm", entry->d_name);
            int fd = open(path, O_RDONLY | O_CLOEXEC);
            // A thread that ended between readdir and open is no longer in the way.
            if (fd < 0) continue;
            char name[32];
            ssize_t length = read(fd, name, sizeof name);
            close(fd);
            if (length > 0 && vipermap_is_font_thread(name, (size_t)length)) busy = 1;
        }
        closedir(tasks);
        if (!busy) return 1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if ((double)(now.tv_sec - start.tv_sec) + (double)(now.tv_nsec - start.tv_nsec) / 1e9 >= limit) return 0;
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
#else
    (void)limit;
    return 1;
#endif
}

/// Forks; the child runs ``vipermap_layout_report`` (writing to `writeFD`). Returns the child's pid in the parent
/// (-1 when fork fails). `readFD` is the pipe's other end, closed in the child.
static inline pid_t vipermap_fork_render(GVC_t *gvc, Agdisc_t *disc, const char *dot, const char *engine,
                                         const char *const *formats, int count, int readFD, int writeFD) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    close(readFD);
    vipermap_layout_report(gvc, disc, dot, engine, formats, count, writeFD);
    return 0;
}

// ---- Layout in a spawned worker ------------------------------------------------------------------------------
// A fresh process (`posix_spawn`: fork-and-exec with no code of ours running in between) has no lock another thread
// of ours could hold, so layouts in workers need no Graphviz lock and run side by side. Its standard input is one
// end of a socket pair (the parent writes the request with send(MSG_NOSIGNAL) / SO_NOSIGPIPE, so a worker that dies
// early gives the parent EPIPE, not SIGPIPE), its standard output a pipe carrying the report, its standard error
// /dev/null (the worker sends Graphviz's messages in the report). The parent's ends are close-on-exec, so a worker
// spawned by another thread never inherits them (callers serialize calls to this function, see LayoutWorker.swift).

static inline int vipermap_cloexec(int fd) {
    int flags = fcntl(fd, F_GETFD);
    return flags < 0 ? -1 : fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

/// Spawns `path` with `argv` (NULL-terminated) and the environment of this process. On success returns 0 and sets
/// `pid`, `requestFD` (the parent's end of the worker's standard input, non-blocking) and `replyFD` (the read end of
/// its standard output); otherwise returns an errno value and leaves nothing open.
static inline int vipermap_spawn_worker(const char *path, char *const *argv, pid_t *pid, int *requestFD, int *replyFD) {
#ifdef __APPLE__
    // A bundle (the test bundle) cannot link `environ` on macOS; the loader hands it out.
    char **environ = *_NSGetEnviron();
#else
    extern char **environ;
#endif
    int request[2], reply[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, request) != 0) return errno;
    if (pipe(reply) != 0) {
        int error = errno;
        close(request[0]);
        close(request[1]);
        return error;
    }
    int error = 0;
    if (vipermap_cloexec(request[0]) != 0 || vipermap_cloexec(request[1]) != 0 ||
        vipermap_cloexec(reply[0]) != 0 || vipermap_cloexec(reply[1]) != 0 ||
        fcntl(request[0], F_SETFL, fcntl(request[0], F_GETFL) | O_NONBLOCK) != 0) {
        error = errno;
    }
#ifdef SO_NOSIGPIPE
    int on = 1;
    if (error == 0 && setsockopt(request[0], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on) != 0) error = errno;
#endif
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int actionsReady = 0, attributesReady = 0;
    if (error == 0) error = posix_spawn_file_actions_init(&actions);
    if (error == 0) actionsReady = 1;
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, request[1], 0);
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, reply[1], 1);
    if (error == 0) error = posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    if (error == 0) error = posix_spawnattr_init(&attributes);
    if (error == 0) attributesReady = 1;
    // Signals this process ignores or blocks (SIGPIPE, often) would stay ignored or blocked in the worker.
    sigset_t defaults, mask;
    sigemptyset(&mask);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGINT);
    if (error == 0) error = posix_spawnattr_setsigdefault(&attributes, &defaults);
    if (error == 0) error = posix_spawnattr_setsigmask(&attributes, &mask);
    if (error == 0) error = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (error == 0) error = posix_spawn(pid, path, &actions, &attributes, argv, environ);
    if (actionsReady) posix_spawn_file_actions_destroy(&actions);
    if (attributesReady) posix_spawnattr_destroy(&attributes);
    close(request[1]);
    close(reply[1]);
    if (error != 0) {
        close(request[0]);
        close(reply[0]);
        return error;
    }
    *requestFD = request[0];
    *replyFD = reply[0];
    return 0;
}

/// Sends what it can of `bytes` to the worker without raising SIGPIPE: the count sent, or -1 with errno set.
static inline ssize_t vipermap_send(int fd, const void *bytes, size_t length) {
#ifdef MSG_NOSIGNAL
    return send(fd, bytes, length, MSG_NOSIGNAL);
#else
    return send(fd, bytes, length, 0);
#endif
}

#endif
