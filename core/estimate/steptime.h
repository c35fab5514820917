#pragma once

#include "core/estimate/efficiency.h"
#include "core/estimate/layout.h"
#include "core/estimate/training.h"

namespace flopsheet {

/** One optimizer step of a layout at a global batch, and the parts its time adds up from (seconds). */
struct TrainingStep {
    int ranks = 1; ///< data-parallel ranks busy
    int micro = 1; ///< micro-batch per busy rank
    double accumulation = 1; ///< micro-batches per rank per step
    double seconds = 0, compute = 0, memory = 0, bubble = 0;
    double launch = 0; ///< the fixed cost of the kernels the step launches
    double exposed = 0; ///< the data-parallel all-reduce not hidden behind the backward pass
    double tensorComm = 0; ///< tensor-parallel collectives (not overlapped)
    double pipelineComm = 0; ///< activations and gradients sent between pipeline stages
    double contextComm = 0; ///< context-parallel key/value exchange not hidden behind attention
    double communication() const { return exposed + tensorComm + pipelineComm + contextComm; }
    double samples = 0; ///< samples the step takes (the batch; its rounding to whole micro-batches costs time)
    bool interconnectUnknown = false; ///< the all-reduce could not be timed (no bandwidth known)
    double secondsPerSample() const { return seconds / samples; }
};

/**
 * FlopSheet's one model of a training step, shared by the estimate and the layout search: matrix work
 * at the chip's efficiency, conv-net activation traffic, the pipeline bubble and the data-parallel
 * all-reduce left exposed behind the backward pass. What does not change between layouts is resolved
 * once here.
 */
class StepModel {
public:
    StepModel(const Workload &w, const ModelFigures &m, const Gpu &gpu, const Scenario &sc, const ComputeSetup &cs);

    /** The step at a global batch of g samples; a batch smaller than one micro-batch per rank idles ranks. */
    TrainingStep at(const ParallelLayout &l, double g) const
    {
        TrainingStep s = split(l, g);
        timeSplit(l, g, s);
        return s;
    }
    /** The same in place, given s = split(l, g) already. */
    void timeSplit(const ParallelLayout &l, double g, TrainingStep &s) const;
    /** How at() splits g samples: busy ranks, micro-batch and accumulation (its other figures left 0). */
    static TrainingStep split(const ParallelLayout &l, double g);
    /** FLOPs of one sample's training step under a layout, its recompute (of some or all layers) included. */
    double flopsPerSample(const ParallelLayout &l) const
    {
        // Most layouts recompute nothing: their figure is resolved once (every estimate asks for it).
        return l.recompute == Recompute::None ? m_flopsNoRecompute : flopsAtRecompute(l);
    }
    /** Seconds of that matrix work on one GPU. */
    double computeSecondsPerSample(const ParallelLayout &l) const
    {
        return l.recompute == Recompute::None ? m_secondsNoRecompute : flopsAtRecompute(l) / m_rate;
    }
    /** The share of the layers a layout recomputes (0 without full recompute). */
    double recomputeShare(const ParallelLayout &l) const { return l.recomputeShare(m_layers); }
    /**
     * Seconds one micro-batch's kernels cost beyond their work on a stage of `layers` layers: each layer's
     * kernels run forward and twice backward (input and weight gradients), ~3 µs each (I7), whatever the batch.
     */
    double launchSeconds(int layers) const { return 3.0 * layers * m_kernelsPerLayer * kKernelLatencyS; }
    /** The layers of the whole model (0 when not known). */
    int layers() const { return m_layers; }
    /** Seconds of conv-net activation traffic per sample on one GPU (0 for other families). */
    double trafficSecondsPerSample() const { return m_trafficPerSample; }
    /** The slowest stage's share of the model's layers times the stages (1 for an even split). */
    double stageFactor(const ParallelLayout &l) const
    {
        return l.stageLayers <= 0 || m_layers <= 0 ? 1.0 : double(l.stageLayers) * l.pipeline / m_layers;
    }

private:
    double flopsAtRecompute(const ParallelLayout &l) const;

    double m_rate = 1; ///< FLOP/s one GPU's matrix work reaches (peak × efficiency)
    double m_forwardFlops = 0; ///< one sample's forward pass
    double m_attentionFlops = 0; ///< its attention part (selective recompute)
    double m_flopsNoRecompute = 0; ///< flopsPerSample() of a layout that recomputes nothing
    double m_secondsNoRecompute = 0; ///< computeSecondsPerSample() of the same
    double m_trafficPerSample = 0;
    double m_params = 0;
    double m_weightBytes = 2;
    double m_activationBytesPerSample = 0; ///< one layer's output for one sample: s·h·bytes (0: not layered)
    double m_keyValueBytesPerSample = 0; ///< one layer's keys and values for one sample: 2·s·kv heads·head dim·bytes
    int m_layers = 0;
    int m_kernelsPerLayer = 0; ///< kernels one layer launches in a forward pass
    int m_gpusPerNode = 8;
    double m_intra = kUnknown, m_inter = kUnknown;

    bool m_batchTyped = false; ///< a typed global batch is taken exactly; a default one is rounded up
    double m_textbookFlops = kUnknown; ///< params × FLOPs per parameter (× tokens of a sequence), when asked for
};

} // namespace flopsheet
