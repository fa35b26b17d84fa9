-- One name per signal field: `direction` (COMPRA/VENDA) and `score` stay; `type` and `quality_score` held the
-- same values under the specs' other names. The REST lists add `type` on the way out (gateway spec-aliases).
ALTER TABLE signals DROP COLUMN type;
ALTER TABLE signals DROP COLUMN quality_score;
