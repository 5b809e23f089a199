#!/usr/bin/env python3
"""Writes a tiny judge model for tests: a 2-layer, width-64 llama-architecture GGUF with random weights, whose
tokenizer and chat template are copied from llama.cpp's vocab-only Qwen2 file. Its verdicts are meaningless: it
exists so that a real OpenAI-compatible server (llama-server) can run the judge's plumbing.

Usage: tinyModel.py <llama-server home (has gguf-py/ and models/)> <output.gguf>
"""
import os
import sys

home, out = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(home, "gguf-py"))
import numpy as np  # noqa: E402
import gguf  # noqa: E402

WIDTH, LAYERS, HEADS, FFN, CONTEXT = 64, 2, 4, 128, 4096

vocab = gguf.GGUFReader(os.path.join(home, "models", "ggml-vocab-qwen2.gguf"))
tokens = vocab.get_field("tokenizer.ggml.tokens")
n_vocab = len(tokens.data)

temp = out + ".tmp"
writer = gguf.GGUFWriter(temp, "llama")
writer.add_name("finbench tiny judge (random weights)")
writer.add_context_length(CONTEXT)
writer.add_embedding_length(WIDTH)
writer.add_block_count(LAYERS)
writer.add_feed_forward_length(FFN)
writer.add_head_count(HEADS)
writer.add_head_count_kv(HEADS)
writer.add_rope_dimension_count(WIDTH // HEADS)
writer.add_layer_norm_rms_eps(1e-5)
writer.add_file_type(gguf.LlamaFileType.ALL_F32)
# The tokenizer (and its chat template) exactly as the vocab file has it.
for field in vocab.fields.values():
    if not field.name.startswith("tokenizer."):
        continue
    kind = field.types[0]
    sub = field.types[-1] if kind == gguf.GGUFValueType.ARRAY else None
    writer.add_key_value(field.name, field.contents(), kind, sub_type=sub)

rng = np.random.default_rng(20261126)


def weights(*shape):
    return (rng.standard_normal(shape) * 0.02).astype(np.float32)


# numpy shapes are ggml's reversed: (rows = outputs, columns = inputs). No output.weight: tied to the embedding.
writer.add_tensor("token_embd.weight", weights(n_vocab, WIDTH))
writer.add_tensor("output_norm.weight", np.ones(WIDTH, dtype=np.float32))
for i in range(LAYERS):
    writer.add_tensor(f"blk.{i}.attn_norm.weight", np.ones(WIDTH, dtype=np.float32))
    for name in ("attn_q", "attn_k", "attn_v", "attn_output"):
        writer.add_tensor(f"blk.{i}.{name}.weight", weights(WIDTH, WIDTH))
    writer.add_tensor(f"blk.{i}.ffn_norm.weight", np.ones(WIDTH, dtype=np.float32))
    writer.add_tensor(f"blk.{i}.ffn_gate.weight", weights(FFN, WIDTH))
    writer.add_tensor(f"blk.{i}.ffn_up.weight", weights(FFN, WIDTH))
    writer.add_tensor(f"blk.{i}.ffn_down.weight", weights(WIDTH, FFN))

writer.write_header_to_file()
writer.write_kv_data_to_file()
writer.write_tensors_to_file()
writer.close()
os.replace(temp, out)
